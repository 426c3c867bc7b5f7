import { Atom, Award, Hourglass, Mic } from 'lucide-react';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { LoadError } from '@/components/load-states';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/lib/current-user';
import { useIsDemoMode } from '@/lib/health';
import { BiometricPanel } from './components/biometric-panel';
import { NftRewardsTab } from './components/nft-rewards-tab';
import { QuantumTab } from './components/quantum-tab';
import { TimeTravelTab } from './components/time-travel-tab';
import { VoiceCoachTab } from './components/voice-coach-tab';

const TABS = [
  { value: 'voice', label: 'Voice Coach', icon: Mic },
  { value: 'quantum', label: 'Quantum Predictions', icon: Atom },
  { value: 'time-travel', label: 'Time Travel', icon: Hourglass },
  { value: 'nft', label: 'NFT Rewards', icon: Award },
] as const;

// Inactive panels stay mounted (only hidden), so a half-filled form or a result survives a tab switch.
const PANEL_CLASS = 'data-[state=inactive]:hidden';

/**
 * /ai-coach, the AI Financial Coach (docs/product.md "AI coach"). The user is the
 * signed-in one, else the demo user the spec builds its pages around. Every answer comes from the
 * server and names the method that produced it.
 */
export default function AiCoachPage() {
  const currentUser = useCurrentUser();
  const signedOut = currentUser.data === null;
  const userId = currentUser.data ? currentUser.data.id : signedOut ? DEMO_USER_ID : undefined;
  const demoMode = useIsDemoMode();

  return (
    <ScreenPage tabTitle="AI Financial Coach">
      <ScreenTitle
        title="AI Financial Coach"
      >
        Ask about your money by voice or text, simulate where your portfolio could go, project your net worth to any age
        and collect rewards for milestones. Every answer says which method produced it.
      </ScreenTitle>

      {currentUser.isError ? (
        <LoadError
          title="We could not check who is signed in"
          detail={currentUser.error.message}
          onRetry={() => void currentUser.refetch()}
          retrying={currentUser.isFetching}
          testId="coach-user-error"
        />
      ) : null}

      <BiometricPanel />

      <Tabs defaultValue="voice" className="flex flex-col gap-5">
        <TabsList aria-label="Coach tools" className="grid grid-cols-2 sm:flex">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="inline-flex items-center justify-center gap-2" data-testid={`tab-${value}`}>
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="voice" forceMount className={PANEL_CLASS}>
          <VoiceCoachTab />
        </TabsContent>
        <TabsContent value="quantum" forceMount className={PANEL_CLASS}>
          <QuantumTab userId={userId} />
        </TabsContent>
        <TabsContent value="time-travel" forceMount className={PANEL_CLASS}>
          <TimeTravelTab userId={userId} />
        </TabsContent>
        <TabsContent value="nft" forceMount className={PANEL_CLASS}>
          <NftRewardsTab userId={userId} demoData={demoMode && userId === DEMO_USER_ID} />
        </TabsContent>
      </Tabs>
    </ScreenPage>
  );
}
