// One lint configuration for every package of the workspace (ESLint flat config).
// Style is Prettier's job (eslint-config-prettier turns off the rules that would fight it).
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript"
import importX from "eslint-plugin-import-x"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"
import { readdirSync } from "node:fs"
import { join } from "node:path"

// The backend's layers (docs/ARCHITECTURE.md): routes → workflows → domain → modules.
// Entry points (api/ routes, subscribers/, jobs/, scripts) may import any layer below them;
// nothing imports an entry point, the domain never runs a workflow, modules know no shop code.
// Folders are read from disk so a new domain folder is covered the day it appears.
const BACKEND_SRC = "backend/src"
const ENTRY_POINTS = ["api", "subscribers", "jobs", "scripts", "migration-scripts"]
const backendFolders = readdirSync(join(import.meta.dirname, BACKEND_SRC), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const inBackend = (folders) => folders.map((folder) => `${BACKEND_SRC}/${folder}`)
const LAYER_ZONES = [
  {
    target: inBackend(backendFolders.filter((folder) => !ENTRY_POINTS.includes(folder))),
    from: inBackend(ENTRY_POINTS),
    message: "Routes, subscribers, jobs and scripts are entry points: nothing imports them. Move what you need into the domain.",
  },
  {
    target: inBackend(
      backendFolders.filter((folder) => !["api", "subscribers", "jobs", "scripts", "migration-scripts", "workflows"].includes(folder))
    ),
    from: inBackend(["workflows"]),
    message: "The domain never runs a workflow: the route, subscriber or job runs it (routes → workflows → domain → modules).",
  },
  {
    target: [...inBackend(["modules"]), "painting-module/src"],
    from: inBackend(backendFolders.filter((folder) => !["modules", "lib", "config"].includes(folder))),
    message: "A module knows no shop code: it is the bottom layer.",
  },
]

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.medusa/**",
      "**/.next/**",
      ".shop/**",
      "**/coverage/**",
      "backend/static/**",
      "backend/uploads/**",
      "**/next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".cts", ".mts", ".js", ".jsx", ".cjs", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".cts", ".mts"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: [
            "tsconfig.json",
            "painting-module/tsconfig.json",
            "seed/tsconfig.json",
            "backend/tsconfig.json",
            "storefront/tsconfig.json",
            "admin-extensions/tsconfig.json",
            "tests/tsconfig.json",
            "scripts/tsconfig.json",
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A cycle between modules makes load order decide behaviour; keep the graph one-way.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // Medusa's data models name each other in relations through thunks (\`belongsTo(() => Style)\`),
    // which resolve after both files have loaded: a cycle there is how the DML is written.
    files: ["**/models/**/*.ts"],
    rules: { "import-x/no-cycle": "off" },
  },
  {
    // Routes change data only through a workflow (issue 19): a route calling a module service's
    // write would skip the workflow's rules and its compensation. Catches `service.updateX(...)`
    // and `req.scope.resolve(M).updateX(...)` alike.
    files: ["backend/src/api/**/route.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(create|update|delete|softDelete|restore|upsert)[A-Z]/]",
          message: "A route changes data through one workflow (backend/src/workflows/<domain>/), not a module service's write.",
        },
      ],
    },
  },
  {
    // The layers, one way (LAYER_ZONES above). Tests may reach into any layer.
    files: ["backend/src/**/*.ts", "painting-module/src/**/*.ts"],
    ignores: ["**/__tests__/**", "**/*.spec.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: LAYER_ZONES }] },
  },
  {
    // The browser parts: React rules of hooks.
    files: ["storefront/src/**/*.{ts,tsx}", "admin-extensions/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The shared contract's runtime is zod schemas: imported by a page it would put zod in the
    // browser's bundle (and its eval probe trips the CSP). The storefront takes its types only.
    files: ["storefront/src/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "@petshop/contract", message: "Import types only (import type …) from the contract.", allowTypeImports: true }] },
      ],
    },
  },
  prettier
)
