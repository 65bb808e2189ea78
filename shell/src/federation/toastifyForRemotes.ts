/**
 * What the shell hands remotes as "react-toastify": the function that shows a
 * toast in the shell's container (see routerForRemotes.ts for why not the
 * whole namespace; sharedModules.test.ts checks what remotes import). The
 * "unstyled" build everywhere: its CSS comes as a stylesheet (main.tsx), not
 * as a string inside the script, and one build means one toast store.
 */
export { toast } from 'react-toastify/unstyled';
