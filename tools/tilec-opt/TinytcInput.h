//===- TinytcInput.h - tilec-opt on tinytc tensor-language input -*- C++ -*-===//
#ifndef TILEC_TOOLS_TILEC_OPT_TINYTCINPUT_H
#define TILEC_TOOLS_TILEC_OPT_TINYTCINPUT_H

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>

namespace tilec::tinytc {

/// Registers the tinytc dialect, so that MLIR's generic form of it parses.
void registerTinytcInput(mlir::DialectRegistry &registry);

/// Whether the parsed command line makes `inputFilename` tinytc text: `--x=tinytc` (any file or
/// stdin), or a `.ir` file without `--x`.
bool isTinytcInput(llvm::StringRef inputFilename);

/// Parses `input` with the tinytc front end, verifies it and prints it in tinytc syntax to `os`,
/// honouring -split-input-file and -verify-diagnostics of `config`.
///
/// Split markers: a line `; -----` (a tinytc comment) or `// -----` (never valid tinytc text)
/// separates chunks; split output is joined with `; -----`.
mlir::LogicalResult runTinytcOpt(std::unique_ptr<llvm::MemoryBuffer> input, llvm::raw_ostream &os,
                                 mlir::DialectRegistry &registry,
                                 const mlir::MlirOptMainConfig &config);

} // namespace tilec::tinytc

#endif // TILEC_TOOLS_TILEC_OPT_TINYTCINPUT_H
