import { newAccountFields, registerRequestSchema } from '@sandtable/shared/contracts/signin';
import { zodRule } from '../../lib/forms';

const enterprise = registerRequestSchema.options.find((o) => o.shape.type.value === 'enterprise');
if (!enterprise || !('companyName' in enterprise.shape)) throw new Error('the enterprise registration has a company name');

/** Form rules of the new-account fields: the server's own schemas (registration and chat-app binding). */
export const registerRules = {
  companyName: [zodRule(enterprise.shape.companyName, 'companyName')],
  name: [zodRule(newAccountFields.shape.name, 'name')],
  agree: [zodRule(newAccountFields.shape.agree, 'agree')],
};
