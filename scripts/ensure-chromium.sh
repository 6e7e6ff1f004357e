#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing: the browser tests drive it (Playwright cannot download its own here).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
echo "chromium not found: installing Debian's chromium package"
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
"${CHROMIUM_PATH:-/usr/bin/chromium}" --version
