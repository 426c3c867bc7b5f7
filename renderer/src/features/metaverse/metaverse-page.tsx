import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useReducer, useState } from 'react';
import { Link } from 'react-router-dom';
import { DEMO_USER_ID } from '../../../../shared/constants';
import type { MetaverseLocationId, MetaverseNpcId, MetaverseServerMessage } from '../../../../shared/contracts/metaverse';
import { SCREENS } from '../../../../shared/routes';
import { ScreenPage } from '@/components/screen-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useIsDemoMode } from '@/lib/health';
import { avatarQuery, useAvatar } from '@/api/avatar';
import { metaverseStatsQueryKey, useMetaverseStats } from './api/get-metaverse-stats';
import { AvatarStatus } from './components/avatar-status';
import { ConnectionStatus } from './components/connection-status';
import { AvatarError, AvatarSkeleton, MetaverseSignIn } from './components/metaverse-states';
import { NpcPanel } from './components/npc-panel';
import { PlayersList } from './components/players-list';
import { WorldMap } from './components/world-map';
import { WorldStats } from './components/world-stats';
import { createThrottle } from './lib/throttle';
import { useMetaverseConnection } from './lib/use-metaverse-connection';
import { applyAvatarUpdate, INITIAL_WORLD, otherPlayers, worldReducer } from './lib/world-state';
import { achievementToast, METAVERSE_TOASTS, moveResultText } from './messages';

/** Every join, move and exit changes the statistics; refetching them at most this often is plenty. */
const STATS_REFRESH_MS = 1_000;
/** A request the server never answers (it should always answer) must not keep the buttons busy. */
const PENDING_TIMEOUT_MS = 10_000;

const throttleTimers = {
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (id: number) => window.clearTimeout(id),
  now: () => Date.now(),
};

/**
 * /metaverse: the live virtual banking world (docs/product.md "Metaverse").
 * The avatar and statistics come over HTTP; the world itself over the /metaverse WebSocket. The
 * owner is the signed-in user, else the demo user the spec builds its pages around.
 */
export default function MetaversePage() {
  const queryClient = useQueryClient();
  const currentUser = useCurrentUser();
  const signedOut = currentUser.data === null;
  const userId = currentUser.data ? currentUser.data.id : signedOut ? DEMO_USER_ID : undefined;
  const avatar = useAvatar(userId);
  const stats = useMetaverseStats();
  const demoMode = useIsDemoMode();
  const demoData = demoMode && userId === DEMO_USER_ID;
  const needsSignIn = avatar.error instanceof ApiError && (avatar.error.status === 401 || avatar.error.status === 403);

  const [world, dispatch] = useReducer(worldReducer, INITIAL_WORLD);
  const [statsRefresh] = useState(() =>
    createThrottle(() => void queryClient.invalidateQueries({ queryKey: metaverseStatsQueryKey }), STATS_REFRESH_MS, throttleTimers),
  );
  useEffect(() => () => statsRefresh.cancel(), [statsRefresh]);

  function onServerMessage(message: MetaverseServerMessage) {
    dispatch({ type: 'server', message });
    if (userId !== undefined && (message.type === 'welcome' || (message.type === 'avatar_update' && message.self))) {
      const update = { avatar: message.avatar, location: message.location, newAchievements: message.type === 'welcome' ? [] : message.newAchievements };
      const key = avatarQuery(userId).queryKey;
      queryClient.setQueryData(key, (stored) => (stored ? applyAvatarUpdate(stored, update) : stored));
      // The socket carries level and XP only; the refetch confirms them and brings the rest.
      if (message.type === 'avatar_update') void queryClient.invalidateQueries({ queryKey: key });
      for (const achievement of update.newAchievements) toast(achievementToast(achievement));
    }
    if (message.type === 'world_state' || message.type === 'avatar_update' || message.type === 'player_left') statsRefresh.call();
  }

  const connection = useMetaverseConnection(needsSignIn ? undefined : userId, {
    onMessage: onServerMessage,
    onOpen: () => toast(METAVERSE_TOASTS.connected),
    onDisconnect: () => dispatch({ type: 'disconnected' }),
  });

  useEffect(() => {
    if (!world.pending) return;
    const timer = window.setTimeout(() => dispatch({ type: 'pending_expired' }), PENDING_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [world.pending]);

  const connected = connection.status === 'connected' && world.playerId !== null;
  const canAct = connected && world.pending === null;

  function move(location: MetaverseLocationId) {
    if (connection.send({ type: 'move', location })) dispatch({ type: 'move_sent', location });
  }

  function talk(npcId: MetaverseNpcId) {
    if (connection.send({ type: 'interact', npcId })) dispatch({ type: 'interact_sent', npcId });
  }

  let avatarCard;
  if (currentUser.isError) {
    avatarCard = <AvatarError detail={currentUser.error.message} onRetry={() => void currentUser.refetch()} retrying={currentUser.isFetching} />;
  } else if (avatar.data) {
    avatarCard = <AvatarStatus avatar={avatar.data} demoData={demoData} />;
  } else if (avatar.error) {
    avatarCard = <AvatarError detail={avatar.error.message} onRetry={() => void avatar.refetch()} retrying={avatar.isFetching} />;
  } else {
    avatarCard = <AvatarSkeleton />;
  }

  const pendingMove = world.pending?.kind === 'move' ? world.pending.location : null;
  const pendingTalk = world.pending?.kind === 'interact' ? world.pending.npcId : null;

  return (
    <ScreenPage tabTitle="Metaverse">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex max-w-3xl flex-col gap-1">
          <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Metaverse</h1>
          <p className="text-slate-300">
            A live virtual banking world: move between places, talk to the advisors, and earn experience for your avatar.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to={SCREENS.landing[0]}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to home
          </Link>
        </Button>
      </div>

      {needsSignIn ? (
        <MetaverseSignIn />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] xl:grid-cols-[24rem_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-4">
            <ConnectionStatus
              status={connection.status}
              lastClose={connection.lastClose}
              retryInMs={connection.retryInMs}
              attempt={connection.attempt}
              reconnect={connection.reconnect}
              playerId={world.playerId}
            />
            {avatarCard}
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <Card className="flex flex-col gap-4 p-5">
              <WorldMap
                branches={world.branches}
                current={world.location ?? avatar.data?.location ?? null}
                movingTo={pendingMove}
                canMove={canAct}
                onMove={move}
              />
              <div aria-live="polite" className="flex flex-col gap-1 text-sm">
                {world.lastMove ? (
                  <p
                    className={world.lastMove.xpGained > 0 ? 'text-emerald-300' : 'text-slate-300'}
                    data-testid="move-result"
                    data-xp-gained={world.lastMove.xpGained}
                  >
                    {moveResultText(world.lastMove.location, world.lastMove.xpGained)}
                  </p>
                ) : null}
                {world.serverError ? (
                  <p className="text-red-300" data-testid="metaverse-server-error">
                    The server said: {world.serverError}
                  </p>
                ) : null}
              </div>
            </Card>
            <Card className="p-5">
              <NpcPanel lastReply={world.lastReply} talkingTo={pendingTalk} canTalk={canAct} onTalk={talk} />
            </Card>
            <div className="grid items-start gap-6 xl:grid-cols-2">
              <WorldStats stats={stats.data} error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
              <PlayersList players={otherPlayers(world)} connected={connected} />
            </div>
          </div>
        </div>
      )}
    </ScreenPage>
  );
}
