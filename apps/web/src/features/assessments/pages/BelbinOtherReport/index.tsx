/** `/belbinOtherReport?assessmentId=&userId=`: a course member's team-role report, for the course's managers (same page as /belbinReport). */
export { default } from '../BelbinReport';
