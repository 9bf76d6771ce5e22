//===- CudaTileDebugScopes.h - debug-info scopes agree with the code -*- C++ -*-===//
//
// An operation's location may carry a debug scope (`loc(#cuda_tile.di_loc<... in #scope>)`).
// The scopes of a module must describe its code consistently:
//   * an entry or testing$func whose location has a scope has a di_subprogram scope whose
//     linkageName is the function's symbol name;
//   * inside a function without a scope, no operation has a scope;
//   * inside a function with a scope, every operation's scope is the function's subprogram or a
//     di_lexical_block nested (through other blocks) in it;
//   * a global has no scope.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEDEBUGSCOPES_H
#define TILEC_DIALECT_CUDATILE_CUDATILEDEBUGSCOPES_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace tilec::cuda_tile {

/// Checks the rules above for every function and global of a cuda_tile.module, or for one
/// testing$func standing outside any module. The first violation is reported as an error on
/// `holder` (whose location is the one a test file can point at: the operations' own locations
/// are the debug locations, in the source program's files), naming the offending operation,
/// its source position and both scopes.
mlir::LogicalResult verifyDebugScopes(mlir::Operation *holder);

} // namespace tilec::cuda_tile

#endif // TILEC_DIALECT_CUDATILE_CUDATILEDEBUGSCOPES_H
