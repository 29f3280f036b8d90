/** `/belbinOther`: the colleagues who asked the caller to rate them — listed with the caller's own tests on the team-role page. */
export { default } from '../Belbin';
