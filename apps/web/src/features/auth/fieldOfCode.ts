import { Errors } from '@sandtable/shared/errors/catalogue';

/** Refusals of the sign-in endpoints that are about one field of their forms (either form kind). */
export const FIELD_OF_CODE = {
  [Errors.smsCodeInvalid.code]: 'code',
  [Errors.mobileNotRegistered.code]: 'mobile',
  [Errors.mobileTaken.code]: 'mobile',
  // Registration: the mobile becomes the account name, and someone already has it as theirs.
  [Errors.accountTaken.code]: 'mobile',
  [Errors.companyTaken.code]: 'companyName',
};
