// `tilec --help` and `tilec run --help` list tilec's own options and the generic ones; the
// options LLVM's libraries register (--aarch64-*, --amdgpu-*, ...) appear only under
// --help-hidden.
// RUN: tilec --help | FileCheck %s --check-prefix=TOP --implicit-check-not=aarch64 --implicit-check-not=amdgpu --implicit-check-not=x86
// RUN: tilec run --help | FileCheck %s --check-prefix=RUN-HELP --implicit-check-not=aarch64 --implicit-check-not=amdgpu
// RUN: tilec compile --help | FileCheck %s --check-prefix=COMPILE --implicit-check-not=aarch64 --implicit-check-not=amdgpu
// RUN: tilec --help-hidden | FileCheck %s --check-prefix=HIDDEN

// TOP: USAGE: tilec [subcommand] [options]
// TOP: compile - Compile a kernel
// TOP: run     - Execute a kernel
// TOP: OPTIONS:
// TOP: Generic Options:
// TOP: --help
// TOP: --help-list

// RUN-HELP: USAGE: tilec run [options] <input.mlir>
// RUN-HELP: --arg=<value>
// RUN-HELP: --entry=<name>
// RUN-HELP: --interpret
// RUN-HELP: --help

// COMPILE: USAGE: tilec compile [options] <input.mlir>
// COMPILE: --emit=<value>
// COMPILE: --entry=<name>

// HIDDEN: --aarch64-
// HIDDEN: --amdgpu-
