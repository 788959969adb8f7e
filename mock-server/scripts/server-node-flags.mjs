// The V8 flags every start of the server passes to node (npm start in package.json, the systemd
// unit in deploy/, the bench and deploy-test launches): written out there too, since a flag must
// be on node's command line.
//   --max-semi-space-size=64  a young generation of up to 64 MB a half: each request allocates
//   its answer and leaves it, and with V8's default (16 MB) scavenges took most of the garbage
//   collector's 9 % of the opening's CPU. Measured at the opening on PostgreSQL
//   (docs/adr/0030-node-young-generation.md): back to back 428 → 517 listing req/s, 212 → 257 purchases/s; 32 MB gave 470.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
