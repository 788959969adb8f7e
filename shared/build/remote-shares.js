// What remotes take from the shell's share scope: share key → '*' (the whole module) or the
// names remotes import from it. The shell provides exactly these (singletons.js); for a list it
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
  shared: WHOLE,
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
  '@mui/material/Grid': WHOLE,
  '@mui/material/IconButton': WHOLE,
  '@mui/material/InputAdornment': WHOLE,
  '@mui/material/Link': WHOLE,
  '@mui/material/List': WHOLE,
  '@mui/material/ListItemButton': WHOLE,
  '@mui/material/ListItemText': WHOLE,
  '@mui/material/ListSubheader': WHOLE,
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

/** Fails a build that consumes a barrel, or (remotes: `checkProvided`) what the shell does not provide. */
class SharesCheckPlugin {
  constructor({ checkProvided = false } = {}) {
    this.checkProvided = checkProvided;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharesCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharesCheckPlugin', () => {
        const problems = [];
        for (const [shareKey, used] of consumedNames(compilation)) {
          const provided = remoteShares[shareKey];
          if (BARRELS.includes(shareKey))
            problems.push(`'${shareKey}' is imported whole: import per component ('${shareKey}/Button'); a shared barrel ships all of it`);
          else if (!this.checkProvided) continue;
          else if (!provided) problems.push(`'${shareKey}' is not provided by the shell: add it to shared/build/remote-shares.js and rebuild the shell`);
          else if (provided !== WHOLE) {
            const missing = [...used].filter((name) => !provided.includes(name));
            if (missing.length > 0)
              problems.push(`'${shareKey}': the shell provides no ${missing.join(', ')}: add it to shared/build/remote-shares.js and rebuild the shell`);
          }
        }
        for (const problem of problems) compilation.errors.push(new compiler.webpack.WebpackError(problem));
      });
    });
  }
}

module.exports = { remoteShares, SharesCheckPlugin, WHOLE };
