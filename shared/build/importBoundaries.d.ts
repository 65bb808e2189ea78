export declare const singletonsRemotesDoNotTake: readonly string[];
/** ESLint flat-config blocks. */
export declare const importBoundaries: readonly object[];
