// What remotes take from the shell's share scope: share key → '*' (the whole module) or the
// names remotes import from it (and, for the workspace package 'shared', per remote). The shell provides exactly these (singletons.js); for a list it
// provides a re-export of just those names, so the module behind it (react-router is one
// 380 KB file) is tree-shaken instead of shipped whole. Every remote build checks its imports
// against this (SharesCheckPlugin): a new import fails the build with the line to add here,
// instead of failing in the browser. Libraries a remote bundles count too (@mui/x-charts
// imports '@mui/material/Popper').
const WHOLE = '*';

const remoteShares = {
  react: WHOLE,
  'react/jsx-runtime': WHOLE,
  'react-dom': WHOLE,
  'react-router-dom': ['Link', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Routes', 'matchPath', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'],
  '@emotion/styled': WHOLE,
  '@mui/material/Alert': WHOLE,
  '@mui/material/Autocomplete': WHOLE,
  '@mui/material/Box': WHOLE,
  '@mui/material/Button': WHOLE,
  '@mui/material/Checkbox': WHOLE,
  '@mui/material/Chip': WHOLE,
  '@mui/material/Dialog': WHOLE,
  '@mui/material/DialogActions': WHOLE,
  '@mui/material/DialogContent': WHOLE,
  '@mui/material/DialogTitle': WHOLE,
  '@mui/material/Divider': WHOLE,
  '@mui/material/FormControlLabel': WHOLE,
  '@mui/material/FormHelperText': WHOLE,
  '@mui/material/Grid': WHOLE,
  '@mui/material/IconButton': WHOLE,
  '@mui/material/InputAdornment': WHOLE,
  '@mui/material/Link': WHOLE,
  '@mui/material/List': WHOLE,
  '@mui/material/ListItemButton': WHOLE,
  '@mui/material/ListItemText': WHOLE,
  '@mui/material/ListSubheader': WHOLE,
  '@mui/material/Menu': WHOLE,
  '@mui/material/MenuItem': WHOLE,
  '@mui/material/NoSsr': WHOLE,
  '@mui/material/Paper': WHOLE,
  '@mui/material/Popper': WHOLE,
  '@mui/material/Stack': WHOLE,
  '@mui/material/SvgIcon': WHOLE,
  '@mui/material/Switch': WHOLE,
  '@mui/material/Tab': WHOLE,
  '@mui/material/Table': WHOLE,
  '@mui/material/TableBody': WHOLE,
  '@mui/material/TableCell': WHOLE,
  '@mui/material/TableContainer': WHOLE,
  '@mui/material/TableFooter': WHOLE,
  '@mui/material/TableHead': WHOLE,
  '@mui/material/TableRow': WHOLE,
  '@mui/material/Tabs': WHOLE,
  '@mui/material/TextField': WHOLE,
  '@mui/material/ToggleButton': WHOLE,
  '@mui/material/ToggleButtonGroup': WHOLE,
  '@mui/material/Tooltip': WHOLE,
  '@mui/material/Typography': WHOLE,
  '@mui/material/styles': ['keyframes', 'styled', 'useTheme', 'useThemeProps'],
  '@mui/material/useMediaQuery': WHOLE,
};

/**
 * What each remote (by federation name) takes from 'shared', the workspace package. A remote
 * consumes 'shared' under its own share key (sharedKeyOf) and the shell provides it a re-export
 * of just these names: the buyer's pages do not download the admin list or the photo slot
 * (react-dropzone) that only the admin remotes show. The modules behind are the shell's own:
 * one store, one api slice for all.
 */
const sharedByRemote = {
  remote_buyer_web: [
    'NEGOTIATION_STATUS',
    'PRICE_UNDECIDED',
    'RESERVATION_STATUS',
    'applyingTier',
    'chargeOf',
    'taxOn',
    'serverMessageOf',
    'COLOR_GROUPS',
    'DialogForm',
    'ErrorState',
    'NEGOTIATION_RESET_MS',
    'NotFoundPage',
    'PageLayout',
    'PaginationBar',
    'QueryState',
    'TIME_OPTIONS',
    'api',
    'apiBaseUrl',
    'formatDateTime',
    'formatNumber',
    'formatYen',
    'listenToMarket',
    'newIdempotencyKey',
    'notifySuccess',
    'selectIsHeadBranch',
    'useAppSelector',
    'useAppStore',
    'useConfirm',
    'useGetApprovalRequestsQuery',
    'useGetCancellablePurchasesQuery',
    'useIsBelow',
  ],
  remote_mypage_market: [
    'DATE_INPUT_MAX',
    'ErrorState',
    'HEAD_BRANCH_NUMBER',
    'LAYOUT_WIDTH',
    'LoadingState',
    'NotFoundPage',
    'PAGE_SIZE',
    'PageLayout',
    'PaginationBar',
    'QueryState',
    'api',
    'downloadCsv',
    'formatDate',
    'formatDateWithWeekday',
    'formatNumber',
    'formatYen',
    'hyphensToSlashes',
    'messages',
    'notifySuccess',
    'slashesToHyphens',
    'toCsv',
    'todayInTokyo',
    'useAppDispatch',
    'useAppSelector',
    'useGetUserNewsByIdQuery',
    'useIsBelow',
    'useListParams',
  ],
  remote_admin_master: [
    'FormDialog',
    'AdminListPage',
    'NotFoundPage',
    'PAGE_SIZE',
    'PageLayout',
    'PhotoDialog',
    'PhotoSlot',
    'QueryState',
    'api',
    'notifySuccess',
    'suspendColumn',
    'useListParams',
  ],
  remote_admin_transaction: [
    'FormDialog',
    'NEGOTIATION_STATUS',
    'PRICE_UNDECIDED',
    'RESERVATION_STATUS',
    'AdminListPage',
    'DATE_INPUT_MAX',
    'NotFoundPage',
    'PAGE_SIZE',
    'PhotoDialog',
    'PhotoSlot',
    'SALE_KINDS',
    'TIME_OPTIONS',
    'api',
    'formatDate',
    'formatDateTime',
    'formatNumber',
    'notifySuccess',
    'useListParams',
  ],
  remote_admin_news_mail: [
    'FormDialog',
    'NEWS_BOLD_TAGS',
    'NEWS_COLORS',
    'newsColorOf',
    'AdminListPage',
    'DATE_INPUT_MAX',
    'LoadingState',
    'NotFoundPage',
    'PAGE_SIZE',
    'api',
    'flagColumn',
    'formatDate',
    'formatDateTime',
    'joinDateTime',
    'messages',
    'notifyError',
    'notifySuccess',
    'putToSignedUrl',
    'slashesToHyphens',
    'splitDateTime',
    'suspendColumn',
    'todayInTokyo',
    'useAppDispatch',
    'useConfirm',
    'useIsBelow',
    'useListParams',
  ],
};

/** The share key under which a remote consumes 'shared': 'shared/remote_buyer_web'. */
function sharedKeyOf(remote) {
  return `shared/${remote}`;
}

/** Every share key the shell provides → '*' or the names behind it. */
function providedShares() {
  const provided = { ...remoteShares };
  for (const [remote, names] of Object.entries(sharedByRemote)) provided[sharedKeyOf(remote)] = names;
  return provided;
}

/**
 * Barrels whose share would carry the whole package (a shared module is never tree-shaken):
 * all of MUI is ~90 KB gzip. Import per component ('@mui/material/Button').
 */
const BARRELS = ['@mui/material'];

/** The names a build imports from each share key it consumes ('*' when it takes the module whole). */
function consumedNames(compilation) {
  const { moduleGraph } = compilation;
  const names = new Map();
  const visit = (dependency) => {
    const target = moduleGraph.getModule(dependency);
    if (!target || target.constructor.name !== 'ConsumeSharedModule') return;
    const shareKey = target.options.shareKey;
    if (!names.has(shareKey)) names.set(shareKey, new Set());
    const type = dependency.constructor.name;
    if (type === 'HarmonyImportSideEffectDependency') return; // the import statement itself
    const ids = typeof dependency.getIds === 'function' ? dependency.getIds(moduleGraph) : [];
    names.get(shareKey).add(ids.length > 0 ? ids[0] : WHOLE);
  };
  const walk = (block) => {
    block.dependencies.forEach(visit);
    block.blocks.forEach(walk);
  };
  for (const module of compilation.modules) walk(module);
  return names;
}

/** Fails a remote's build that consumes a barrel, or what the shell does not provide. */
class SharesCheckPlugin {
  constructor({ remote }) {
    this.remote = remote;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharesCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharesCheckPlugin', () => {
        const problems = [];
        const provides = providedShares();
        for (const [shareKey, used] of consumedNames(compilation)) {
          const provided = provides[shareKey];
          const where = shareKey === sharedKeyOf(this.remote) ? `sharedByRemote.${this.remote}` : 'remoteShares';
          if (BARRELS.includes(shareKey))
            problems.push(`'${shareKey}' is imported whole: import per component ('${shareKey}/Button'); a shared barrel ships all of it`);
          else if (!provided)
            problems.push(`'${shareKey}' is not provided by the shell: add it to ${where} in shared/build/remote-shares.js and rebuild the shell`);
          else if (provided !== WHOLE) {
            const missing = [...used].filter((name) => !provided.includes(name));
            if (missing.length > 0)
              problems.push(
                `'${shareKey}': the shell provides no ${missing.join(', ')}: add it to ${where} in shared/build/remote-shares.js and rebuild the shell`,
              );
          }
        }
        for (const problem of problems) compilation.errors.push(new compiler.webpack.WebpackError(problem));
      });
    });
  }
}

module.exports = { providedShares, remoteShares, sharedByRemote, sharedKeyOf, SharesCheckPlugin, WHOLE };
