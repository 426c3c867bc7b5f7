/**
 * Where everything is: the app's navigation, defined once (docs/product.md "Navigation"). The
 * header's menu, the account menu and the command centre's links all read these lists, and the
 * end-to-end test walks them, so a screen that is not listed here cannot be reached by clicking.
 */
import {
  Activity,
  BarChart3,
  BookOpen,
  Bot,
  Briefcase,
  Building2,
  CalendarClock,
  CreditCard,
  FileText,
  Filter,
  FlaskConical,
  Gauge,
  Gift,
  Globe,
  Handshake,
  Home,
  LayoutDashboard,
  LineChart,
  ListOrdered,
  Megaphone,
  PieChart,
  Radio,
  Receipt,
  Rocket,
  ScanSearch,
  Send,
  Settings2,
  Share2,
  Shield,
  Smartphone,
  Sparkles,
  Tag,
  Target,
  TrendingUp,
  Trophy,
  UserCog,
  Users,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { OWNER_SCREENS, PATHS, SCREENS, type ScreenId } from '../../../../shared/routes';

export interface NavArea {
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface NavGroup {
  /** The group's heading, also the accessible name of its list. */
  title: string;
  areas: readonly NavArea[];
}

const at = (id: ScreenId) => SCREENS[id][0];

/** The id of the dashboard's monthly plan (the four budget modes), for the "Budgets" link. */
export const BUDGET_SECTION_ID = 'budget-plan';

/** The consumer app, in the order a person looks after their money. */
export const APP_GROUPS: readonly NavGroup[] = [
  {
    title: 'Your money',
    areas: [
      { label: 'Dashboard', to: PATHS.dashboard, icon: LayoutDashboard },
      { label: 'Transactions', to: PATHS.transactions, icon: ListOrdered },
      { label: 'Accounts', to: PATHS.accounts, icon: Wallet },
      { label: 'Subscriptions', to: PATHS.subscriptions, icon: ScanSearch },
      { label: 'Budgets', to: `${PATHS.dashboard}#${BUDGET_SECTION_ID}`, icon: PieChart },
      { label: 'Bills', to: at('bills'), icon: Receipt },
      { label: 'Mobile banking', to: PATHS.mobile, icon: Smartphone },
    ],
  },
  {
    title: 'Grow',
    areas: [
      { label: 'Business savings', to: at('business'), icon: Briefcase },
      { label: 'Credit score', to: PATHS.creditScore, icon: Gauge },
      { label: 'AI coach', to: PATHS.aiCoach, icon: Bot },
      { label: 'Metaverse', to: PATHS.metaverse, icon: Globe },
      { label: 'Rewards', to: SCREENS.gamification[1], icon: Trophy },
      { label: 'Referrals', to: PATHS.referral, icon: Gift },
      { label: 'Share and earn', to: at('viral'), icon: Share2 },
      { label: 'Offers', to: at('offers'), icon: Tag },
    ],
  },
  {
    title: 'About Wealth Desk',
    areas: [
      { label: 'Home page', to: PATHS.home, icon: Home },
      { label: 'Plans and pricing', to: PATHS.pricing, icon: CreditCard },
      { label: 'Beta programme', to: at('beta'), icon: FlaskConical },
      { label: 'Enterprise', to: at('enterprise'), icon: Building2 },
      { label: 'Blog', to: PATHS.blog, icon: BookOpen },
      { label: 'Terms', to: at('terms'), icon: FileText },
      { label: 'Privacy', to: at('privacy'), icon: Shield },
    ],
  },
];

/** The account menu's links (sign-out is added in hosted mode, where there is a session to end). */
export const ACCOUNT_AREAS: readonly NavArea[] = [
  { label: 'Profile and settings', to: at('settings'), icon: UserCog },
  { label: 'Plan and billing', to: at('billing'), icon: Receipt },
  { label: 'Run setup again', to: at('onboarding'), icon: Settings2 },
];

type OwnerScreen = (typeof OWNER_SCREENS)[number];

/** Every owner screen with its name and icon; typed by the owner list, so a new one must be named here. */
const OWNER_AREAS: Record<OwnerScreen, Omit<NavArea, 'to'>> = {
  analytics: { label: 'Analytics', icon: BarChart3 },
  trafficDashboard: { label: 'Traffic', icon: Activity },
  liveCampaign: { label: 'Live campaign', icon: Radio },
  realTimeConversions: { label: 'Real-time conversions', icon: Zap },
  conversionFunnel: { label: 'Funnel', icon: Filter },
  marketingTrends: { label: 'Marketing trends', icon: TrendingUp },
  launch: { label: 'Launch campaign', icon: Rocket },
  trafficGuide: { label: 'Traffic guide', icon: Megaphone },
  share: { label: 'Share kit', icon: Send },
  conversionCommand: { label: 'Conversion command', icon: Target },
  trafficExecutor: { label: 'Traffic executor', icon: LineChart },
  campaignExecutor: { label: 'Campaign executor', icon: CalendarClock },
  masterActivation: { label: 'Master activation', icon: Sparkles },
  billsDesk: { label: 'Bills desk', icon: Handshake },
  members: { label: 'Members', icon: Users },
};

/** The owner's command centre: the dashboards first, then the operations and campaign tools. */
export const COMMAND_CENTRE_GROUP: NavGroup = {
  title: 'Command centre',
  areas: (Object.keys(OWNER_AREAS) as OwnerScreen[]).map((id) => ({ ...OWNER_AREAS[id], to: at(id) })),
};

/** The owner screens a command-centre page shows in its own bar (the rest are in the menu). */
export const COMMAND_CENTRE_BAR: readonly NavArea[] = COMMAND_CENTRE_GROUP.areas.slice(0, 5);
