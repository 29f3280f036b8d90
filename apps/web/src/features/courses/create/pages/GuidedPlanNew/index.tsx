import { GuidedPlan } from '../../GuidedPlan';

/** `/create-generalcourse-AI-new`: the guided flow with the form and the proposal side by side. */
export default function GuidedPlanNewPage() {
  return <GuidedPlan layout="split" />;
}
