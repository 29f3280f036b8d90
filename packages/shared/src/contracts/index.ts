import { authEndpoints } from './auth';
import { userEndpoints } from './user';
import { systemEndpoints } from './system';
import { signinEndpoints } from './signin';
import { peopleEndpoints } from './people';
import { courseEndpoints } from './courses';
import { invitationEndpoints } from './invitations';
import { courseGroupEndpoints } from './courseGroups';
import { gameEndpoints } from './game';
import { assessmentEndpoints } from './assessments';
import { actionCardEndpoints } from './actionCards';
import { cmGameEndpoints, cmStageEndpoints, cmStatsEndpoints } from './game-cm';
import { tsEndpoints } from './game-ts';
import { commodityEndpoints } from './commodity';
import { orderEndpoints } from './order';
import { promotionEndpoints } from './promotion';
import { walletEndpoints } from './wallet';
import { exportEndpoints } from './exports';

/** The endpoint map: every API path the server serves and the web calls. */
export const api = {
  auth: authEndpoints,
  user: userEndpoints,
  system: systemEndpoints,
  signin: signinEndpoints,
  people: peopleEndpoints,
  courses: courseEndpoints,
  courseGroups: courseGroupEndpoints,
  invitations: invitationEndpoints,
  game: gameEndpoints,
  gameCm: cmGameEndpoints,
  gameCmStage: cmStageEndpoints,
  gameCmStats: cmStatsEndpoints,
  gameTs: tsEndpoints,
  assessments: assessmentEndpoints,
  actionCards: actionCardEndpoints,
  commodity: commodityEndpoints,
  order: orderEndpoints,
  promotion: promotionEndpoints,
  wallet: walletEndpoints,
  exports: exportEndpoints,
};
