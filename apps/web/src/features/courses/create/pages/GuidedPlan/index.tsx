import { GuidedPlan } from '../../GuidedPlan';

/** `/create-generalcourse-AI`: the guided flow, the form and then the proposal below it. */
export default function GuidedPlanPage() {
  return <GuidedPlan layout="stacked" />;
}
