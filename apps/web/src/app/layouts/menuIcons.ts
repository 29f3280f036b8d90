// The side menu's icons, by the name the route table gives (routes.tsx). Here, in the shell's chunk,
// rather than in the route table, which every page loads: the login page needs none of them.
import { DashboardOutlined, HomeOutlined, IdcardOutlined, MessageOutlined, SettingOutlined, SolutionOutlined, TeamOutlined } from '@ant-design/icons';
// Course detail, invitations and learner pages (features/courses/{detail,invite,learner}).
import { BookOutlined, MailOutlined, ScheduleOutlined } from '@ant-design/icons';
// Course creation and management (features/courses/{create,manage}).
import { AppstoreAddOutlined, BulbOutlined, CalendarOutlined, ClusterOutlined, FieldTimeOutlined, HistoryOutlined, ProfileOutlined } from '@ant-design/icons';
// Course groups (features/courses/groups).
import { NodeIndexOutlined, PartitionOutlined } from '@ant-design/icons';
// The market simulation (features/game).
import { BarChartOutlined, FundOutlined, LineChartOutlined, TrophyOutlined } from '@ant-design/icons';
// The change-leadership simulation (features/cm).
import { ApartmentOutlined, ExperimentOutlined } from '@ant-design/icons';
// The assessments (features/assessments).
import { FormOutlined, HeatMapOutlined } from '@ant-design/icons';
// The shop (features/shop).
import { AccountBookOutlined, GiftOutlined, ShopOutlined, ReadOutlined, TagsOutlined, WalletOutlined } from '@ant-design/icons';

export const MENU_ICONS = {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreAddOutlined,
  BarChartOutlined,
  BookOutlined,
  BulbOutlined,
  CalendarOutlined,
  ClusterOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FieldTimeOutlined,
  FormOutlined,
  FundOutlined,
  HeatMapOutlined,
  GiftOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  LineChartOutlined,
  MailOutlined,
  MessageOutlined,
  NodeIndexOutlined,
  PartitionOutlined,
  ProfileOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TagsOutlined,
  WalletOutlined,
  TeamOutlined,
  TrophyOutlined,
};
export type MenuIcon = keyof typeof MENU_ICONS;
