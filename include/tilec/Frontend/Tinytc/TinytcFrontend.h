//===- TinytcFrontend.h - read and write the tinytc tensor language -*- C++ -*-===//
//
// The language's text syntax <-> the tinytc dialect. A program is a builtin module holding
// tinytc.func operations. Value names survive the round trip: each result or block argument
// carries a NameLoc with its identifier (empty for unnamed `%0`-style identifiers, which the
// printer renumbers per function).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_FRONTEND_TINYTC_TINYTCFRONTEND_H
#define TILEC_FRONTEND_TINYTC_TINYTCFRONTEND_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

namespace tilec::tinytc {

/// Parses the main buffer of `sourceMgr`. Syntax errors are reported through the context's
/// diagnostic engine at `file:line:col` and yield null. The result is not verified.
mlir::OwningOpRef<mlir::ModuleOp> parseTinytcSource(llvm::SourceMgr &sourceMgr,
                                                    mlir::MLIRContext *context);

/// Writes the tinytc.func operations of `module` in the language's syntax.
void printTinytc(mlir::ModuleOp module, llvm::raw_ostream &os);

} // namespace tilec::tinytc

#endif // TILEC_FRONTEND_TINYTC_TINYTCFRONTEND_H
