//===- SourceProgram.h - a parsed Tile IR file and its kernels --*- C++ -*-===//
//
// What every tool that runs kernels from a file needs: the verified cuda_tile modules, the
// kernels in them (entries and testing$funcs) and at the top level (testing$funcs) by name,
// and their parameters under the names the user wrote (`%a` -> "a"), which only the parser
// knows (AsmParserState).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_INTERPRETER_SOURCEPROGRAM_H
#define TILEC_INTERPRETER_SOURCEPROGRAM_H

#include "tilec/Interpreter/KernelArguments.h"

#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>

namespace tilec::interp {

class SourceProgram {
public:
  /// Parses and verifies the main buffer of `sourceMgr` (the cuda_tile dialect must be loaded in
  /// `context`). Problems are reported through the context's diagnostic handler.
  static mlir::FailureOr<std::unique_ptr<SourceProgram>> parse(llvm::SourceMgr &sourceMgr,
                                                               mlir::MLIRContext *context);

  /// Entries and testing$funcs of every cuda_tile.module and testing$funcs outside them, in
  /// source order; modules and functions inside builtin `module { ... }` wrappers included.
  llvm::ArrayRef<mlir::Operation *> getKernels() const { return kernels; }
  /// The kernel called `name`, or nullptr.
  mlir::Operation *findKernel(llvm::StringRef name) const;
  static llvm::StringRef getKernelName(mlir::Operation *kernel);
  /// The cuda_tile.module holding `kernel`; a testing$func outside every cuda_tile.module sees
  /// no symbols but its own, so it is its own module.
  static mlir::Operation *getKernelModule(mlir::Operation *kernel);

  /// Parameters with their source names; `argN` where the parser recorded none.
  llvm::SmallVector<KernelParameter> getParameters(mlir::Operation *kernel) const;

private:
  SourceProgram() = default;

  mlir::Block topLevel;
  mlir::AsmParserState parserState;
  llvm::SmallVector<mlir::Operation *> kernels;
};

} // namespace tilec::interp

#endif // TILEC_INTERPRETER_SOURCEPROGRAM_H
