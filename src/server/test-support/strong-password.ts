/** A password zxcvbn scores 4: long, random-looking, no words. Every test and bench account has it. */
export const STRONG_PASSWORD = 'tq8#Vz!pL2w@Rk9s';
