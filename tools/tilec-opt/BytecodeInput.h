//===- BytecodeInput.h - tilec-opt on .tileirbc input -------------*- C++ -*-===//
#ifndef TILEC_TOOLS_TILEC_OPT_BYTECODEINPUT_H
#define TILEC_TOOLS_TILEC_OPT_BYTECODEINPUT_H

#include "mlir/IR/DialectRegistry.h"

#include <optional>

namespace tilec::bytecode {

/// If the input file named on the command line starts with the Tile IR bytecode magic, reads
/// it and runs the usual tilec-opt processing (passes, printing, -o, -verify-diagnostics) on the
/// module it holds. Returns the exit code in that case and nothing otherwise (text input,
/// or stdin, is left to MlirOptMain).
std::optional<int> runBytecodeOptIfRequested(int argc, char **argv,
                                             mlir::DialectRegistry &registry);

} // namespace tilec::bytecode

#endif // TILEC_TOOLS_TILEC_OPT_BYTECODEINPUT_H
