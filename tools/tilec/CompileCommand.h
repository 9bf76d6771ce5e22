//===- CompileCommand.h - `tilec compile`: show generated code --*- C++ -*-===//
#ifndef TILEC_TOOLS_TILEC_COMPILECOMMAND_H
#define TILEC_TOOLS_TILEC_COMPILECOMMAND_H

#include "llvm/Support/CommandLine.h"

namespace tilec::tool {

extern llvm::cl::SubCommand compileCommand;

/// Compiles the kernel the `compile` options name and writes the requested stage; returns the
/// process exit code.
int executeCompileCommand();

} // namespace tilec::tool

#endif // TILEC_TOOLS_TILEC_COMPILECOMMAND_H
