#!/usr/bin/env bash
# The script of the GitHub Action in action.yml: checks every target of a gen-client.yaml for drift
# and reports it as annotations on the pull request's files (--format github; paths relative to
# $GITHUB_WORKSPACE). Inputs come as environment variables (action.yml maps them):
#   GEN_CLIENT_CONFIG             the configuration, relative to the working directory (gen-client.yaml)
#   GEN_CLIENT_WORKING_DIRECTORY  where to run (.)
#   GEN_CLIENT_COMMAND            how to run gen-client (gen-client: on PATH from the archive, npm or pip)
# Exit status: gen-client's own (0 in step, 1 drift, 3 invalid catalog or configuration, 4 I/O).
set -euo pipefail
config="${GEN_CLIENT_CONFIG:-gen-client.yaml}"
command="${GEN_CLIENT_COMMAND:-gen-client}"
cd "${GEN_CLIENT_WORKING_DIRECTORY:-.}"
read -r -a run <<<"$command"
if ! command -v "${run[0]}" >/dev/null 2>&1; then
  echo "::error title=gen-client::'${run[0]}' not found: install gen-client first (pip install gen-client, npm install gen-client, or the release archive) or set the command input"
  exit 4
fi
exec "${run[@]}" generate --config "$config" --check --format github
