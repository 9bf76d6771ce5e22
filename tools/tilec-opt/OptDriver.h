//===- OptDriver.h - tilec-opt: one input, three languages --------*- C++ -*-===//
#ifndef TILEC_TOOLS_TILEC_OPT_OPTDRIVER_H
#define TILEC_TOOLS_TILEC_OPT_OPTDRIVER_H

#include "mlir/IR/DialectRegistry.h"
#include "llvm/Support/CommandLine.h"

#include <string>

namespace tilec::opt {

/// The tilec-opt command: parses the command line, reads the input (a named file, or stdin
/// for `-` and no file) and processes it as tinytc text (`--x=tinytc`, `.ir` files), Tile IR
/// bytecode (detected by its magic bytes) or Tile IR text. `tileIRVersion` (read after
/// parsing) checks Tile IR text and bytecode alike; with tinytc input it is an error.
/// Returns the exit code.
int runTilecOpt(int argc, char **argv, mlir::DialectRegistry &registry,
                const llvm::cl::opt<std::string> &tileIRVersion);

} // namespace tilec::opt

#endif // TILEC_TOOLS_TILEC_OPT_OPTDRIVER_H
