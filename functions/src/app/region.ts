/**
 * Where every function runs: London, the Firestore database's region (a Firestore trigger must
 * run in it). Each function names it itself: index.ts's setGlobalOptions runs after the modules
 * it re-exports are evaluated (imports are hoisted). firebase.json's Hosting rewrite and
 * scripts/check-deploy-artifact.mjs (which checks the built functions) say it too.
 */
export const FUNCTIONS_REGION = 'europe-west2';
