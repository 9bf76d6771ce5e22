//===- RunCommand.h - `tilec run`: execute a kernel in the interpreter -*- C++ -*-===//
#ifndef TILEC_TOOLS_TILEC_RUNCOMMAND_H
#define TILEC_TOOLS_TILEC_RUNCOMMAND_H

#include "llvm/Support/CommandLine.h"

namespace tilec::tool {

/// The `run` subcommand; its options are registered on construction.
extern llvm::cl::SubCommand runCommand;

/// Runs the kernel the `run` options name; returns the process exit code.
int executeRunCommand();

} // namespace tilec::tool

#endif // TILEC_TOOLS_TILEC_RUNCOMMAND_H
