// CI: schema.graphql and web/src/gql must be what the code generates now (run `npm run codegen` to refresh).
import { execSync } from 'node:child_process';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
run('npm run codegen');
const changed = execSync('git status --porcelain -- schema.graphql web/src/gql', { encoding: 'utf8' }).trim();
if (changed) {
  console.error(`\nGenerated files are stale (commit the output of \`npm run codegen\`):\n${changed}`);
  execSync('git --no-pager diff --stat -- schema.graphql web/src/gql', { stdio: 'inherit' });
  process.exit(1);
}
console.log('schema.graphql and web/src/gql are current.');
