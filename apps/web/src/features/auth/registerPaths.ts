/** Where the registration forms live (the login page links to them without loading them). */
export const PERSONAL_REGISTER_PATH = '/personalRegister';
export const CORPORATE_REGISTER_PATH = '/register';
export const PERSONAL_WELCOME_PATH = '/personal-register-success';
