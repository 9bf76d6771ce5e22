//===- TinytcInput.h - tilec-opt on tinytc tensor-language input -*- C++ -*-===//
#ifndef TILEC_TOOLS_TILEC_OPT_TINYTCINPUT_H
#define TILEC_TOOLS_TILEC_OPT_TINYTCINPUT_H

#include "mlir/IR/DialectRegistry.h"

#include <optional>

namespace tilec::tinytc {

/// Registers the tinytc dialect (so MLIR's generic form of it parses), then, if the input is
/// tinytc text (`FILE.ir`, or `--x=tinytc` for any file or stdin), parses it with the tinytc front
/// end, verifies it and prints it in tinytc syntax, honouring -o, -split-input-file and
/// -verify-diagnostics. Returns the exit code in that case and nothing otherwise.
///
/// Split markers: a line `; -----` (a tinytc comment) or `// -----` (never valid tinytc text)
/// separates chunks; split output is joined with `; -----`.
std::optional<int> runTinytcOptIfRequested(int argc, char **argv,
                                           mlir::DialectRegistry &registry);

} // namespace tilec::tinytc

#endif // TILEC_TOOLS_TILEC_OPT_TINYTCINPUT_H
