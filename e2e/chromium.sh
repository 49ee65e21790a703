#!/usr/bin/env bash
# The Chromium the end-to-end tests start (e2e/lib.mjs): Debian's Chromium, its headless shell (CHROMIUM_PATH)
# with every --disable-features= and --enable-features= argument merged into one of each.
# Chromium reads only the last of each, so the features lib.mjs turns off (CHROMIUM_ARGS) would
# otherwise replace the list Playwright turns off, instead of adding to it (issue 31).
set -euo pipefail
args=()
off=""
on=""
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) off="${off:+$off,}${arg#--disable-features=}" ;;
    --enable-features=*) on="${on:+$on,}${arg#--enable-features=}" ;;
    *) args+=("$arg") ;;
  esac
done
[ -n "$off" ] && args+=("--disable-features=$off")
[ -n "$on" ] && args+=("--enable-features=$on")
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}"
