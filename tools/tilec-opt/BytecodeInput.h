//===- BytecodeInput.h - tilec-opt on .tileirbc input -------------*- C++ -*-===//
#ifndef TILEC_TOOLS_TILEC_OPT_BYTECODEINPUT_H
#define TILEC_TOOLS_TILEC_OPT_BYTECODEINPUT_H

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/LogicalResult.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>

namespace tilec::bytecode {

/// If `input` (a named file or stdin) starts with the Tile IR bytecode magic, replaces it by the
/// text of the module it holds, so that the usual tilec-opt processing (passes, the
/// --tile-ir-version check, printing, -o) applies to it. Text input is left alone. Fails after
/// the reader has reported an error.
mlir::LogicalResult replaceBytecodeByText(std::unique_ptr<llvm::MemoryBuffer> &input,
                                          mlir::DialectRegistry &registry,
                                          const mlir::MlirOptMainConfig &config);

} // namespace tilec::bytecode

#endif // TILEC_TOOLS_TILEC_OPT_BYTECODEINPUT_H
