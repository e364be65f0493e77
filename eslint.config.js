// @ts-check
// The rules of the Remix v2 template (ESLint's recommended set, TypeScript, React, hooks,
// accessibility, imports) in a flat config, plus the rules that keep our layers honest.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import path from "node:path";
import tseslint from "typescript-eslint";

/** The app's code never imports a migration: what both need goes down to app/lib. */
const NO_MIGRATIONS = {
  group: ["**/db/migrations", "**/db/migrations/*"],
  message: "Runtime code never imports a migration: move what both need to app/lib.",
};

/** What a layer may not import: `lib` ← `models` ← `utils` ← `routes`/`components` (see docs/decisions). */
function layer(files, forbidden, why) {
  const patterns = forbidden.flatMap((folder) => [
    `~/${folder}/*`,
    `~/${folder}`,
    `**/app/${folder}/*`,
    `../${folder}/*`,
    `../../${folder}/*`,
  ]);
  return restrictImports(files, [{ group: patterns, message: why }, NO_MIGRATIONS]);
}

function restrictImports(files, patterns) {
  return {
    files,
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  };
}

/**
 * A route folder (`app/routes/<id>/route.tsx`) holds the modules only that route uses (Remix's advice
 * for scale; shared ones live outside app/routes): nothing outside the folder may import them, but
 * its route module (a route may re-export another's, as `_admin.admin.$.tsx` does) and its
 * `content.ts`, the page's content document, which the back-office editor and the API read too.
 */
const routeFolders = {
  rules: {
    "private-files": {
      meta: {
        type: "problem",
        messages: {
          private: "{{file}} belongs to the route folder {{folder}}: move what you need out of app/routes to share it.",
        },
      },
      create(context) {
        const routesDir = path.join(context.cwd, "app", "routes");
        const folderOf = (file) => {
          const [folder, ...rest] = path.relative(routesDir, file).split(path.sep);
          return folder && folder !== ".." && rest.length > 0 ? { folder, rest } : null;
        };
        const importer = folderOf(context.filename);
        const check = (source) => {
          if (typeof source?.value !== "string") return;
          const specifier = source.value;
          const target = specifier.startsWith("~/")
            ? path.join(context.cwd, "app", specifier.slice(2))
            : specifier.startsWith(".")
              ? path.resolve(path.dirname(context.filename), specifier)
              : null;
          const owner = target && folderOf(target);
          if (!owner || owner.folder === importer?.folder) return;
          if (owner.rest.length === 1 && ["route", "content"].includes(path.parse(owner.rest[0]).name)) return;
          context.report({ node: source, messageId: "private", data: { file: specifier, folder: owner.folder } });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "node_modules/",
      "reports/",
      "test-results/",
      "tmp/",
      "data/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: { "import/internal-regex": "^~/" },
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "import/no-duplicates": ["error", { "prefer-inline": true }],
      "import/first": "error",
      "import/newline-after-import": "error",
      "import/order": [
        "error",
        {
          groups: [["builtin", "external"], "internal", ["parent", "sibling", "index"]],
          "newlines-between": "always",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
      // Our copy is full of apostrophes; React escapes text, so the entity rule only hurts reading.
      "react/no-unescaped-entities": "off",
      // Deliberate: after a failed submit the first invalid field takes the focus (see form-field.tsx).
      "jsx-a11y/no-autofocus": "off",
    },
  },
  {
    // Playwright fixtures declare what they depend on with an object pattern, often empty.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },
  restrictImports(["app/**"], [NO_MIGRATIONS]),
  layer(
    ["app/lib/**"],
    ["utils", "models", "routes", "components", "content"],
    "app/lib holds pure rules: it imports nothing above it.",
  ),
  layer(
    ["app/models/**", "app/seed/**"],
    ["utils", "routes", "components", "cli"],
    "Models and the seed import no request glue, routes, components or commands.",
  ),
  restrictImports(
    ["db/**"],
    [
      {
        group: ["~/*", "!~/lib/*", "**/app/*", "!**/app/lib", "**/app/*/**", "!**/app/lib/**"],
        message: "db/ is the schema, migrations and drivers: it imports only app/lib (pure rules).",
      },
    ],
  ),
  layer(["app/utils/**"], ["routes", "components"], "Request glue (app/utils) never imports routes or components."),
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    plugins: { "route-folders": routeFolders },
    rules: { "route-folders/private-files": "error" },
  },
  prettier,
);
