export declare const persistArgs: () => string[];
export declare const wranglerEnv: () => NodeJS.ProcessEnv;
