import { MessageCircle, Sparkles } from 'lucide-react';
import { METAVERSE_NPC_NAMES, METAVERSE_NPCS, type MetaverseNpcId } from '../../../../../shared/contracts/metaverse';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { NpcReply } from '../lib/world-state';
import { replyXpText, TALK_HINT } from '../messages';

interface NpcPanelProps {
  lastReply: NpcReply | null;
  /** The advisor a talk was sent to and has not answered yet. */
  talkingTo: MetaverseNpcId | null;
  canTalk: boolean;
  onTalk: (npcId: MetaverseNpcId) => void;
}

/** The three advisors (docs/product.md "Metaverse"): talk to one, read the reply and what it earned. */
export function NpcPanel({ lastReply, talkingTo, canTalk, onTalk }: NpcPanelProps) {
  return (
    <section aria-labelledby="npc-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="npc-heading" className="text-xl font-semibold text-white">
          Advisors
        </h2>
        <p className="text-sm text-slate-400">{TALK_HINT}</p>
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        {METAVERSE_NPCS.map((npcId) => (
          <Button
            key={npcId}
            variant="secondary"
            // aria-disabled keeps focus on the button while its reply is on the way.
            aria-disabled={!canTalk || undefined}
            onClick={() => {
              if (canTalk) onTalk(npcId);
            }}
            data-npc-id={npcId}
            className={cn('h-auto min-h-11 whitespace-normal py-2', !canTalk && 'cursor-not-allowed opacity-60 hover:bg-navy-700')}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {talkingTo === npcId ? 'Talking...' : `Talk to ${METAVERSE_NPC_NAMES[npcId]}`}
          </Button>
        ))}
      </div>
      <Card aria-live="polite" className="min-h-24 p-4" data-testid="npc-reply">
        {lastReply ? (
          <figure className="flex flex-col gap-2" data-npc-id={lastReply.npcId}>
            <figcaption className="text-sm font-semibold text-gold-200">{lastReply.name} says:</figcaption>
            <blockquote className="text-slate-100" data-testid="npc-reply-message">
              {lastReply.message}
            </blockquote>
            <p
              className={cn('flex items-center gap-1.5 text-sm', lastReply.xpGained > 0 ? 'text-emerald-300' : 'text-slate-400')}
              data-testid="npc-reply-xp"
              data-xp-gained={lastReply.xpGained}
            >
              <Sparkles aria-hidden="true" className="size-4" />
              {replyXpText(lastReply.name, lastReply.xpGained)}
            </p>
          </figure>
        ) : (
          <p className="text-sm text-slate-400">{talkingTo ? 'Waiting for the reply...' : 'Pick an advisor to hear what they think.'}</p>
        )}
      </Card>
    </section>
  );
}
