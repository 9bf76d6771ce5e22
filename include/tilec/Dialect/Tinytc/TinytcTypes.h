//===- TinytcTypes.h - types of the tinytc dialect --------------*- C++ -*-===//
#ifndef TILEC_DIALECT_TINYTC_TINYTCTYPES_H
#define TILEC_DIALECT_TINYTC_TINYTCTYPES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Types.h"

namespace tilec::tinytc {
/// Position of a cooperative matrix in a matrix multiplication D = A*B + C.
enum class MatrixUse : unsigned { A = 0, B = 1, Acc = 2 };
} // namespace tilec::tinytc

#define GET_TYPEDEF_CLASSES
#include "tilec/Dialect/Tinytc/TinytcTypes.h.inc"

namespace tilec::tinytc {

/// Strides of the packed column-major layout of `shape` (dynamic after the first dynamic mode).
llvm::SmallVector<int64_t> packedStrides(llvm::ArrayRef<int64_t> shape);

/// The spelling of a matrix use (matrix_a, matrix_b, matrix_acc).
llvm::StringRef matrixUseName(MatrixUse use);

/// Writes a type in the language's syntax (f32, memref<f32x4x?,strided<1,?>>, ...).
void printTinytcType(mlir::Type type, llvm::raw_ostream &os);
std::string tinytcTypeString(mlir::Type type);

/// Reads a type in the language's syntax from `text` starting at `pos`; on success `pos` is just
/// past the type. On failure returns null, `pos` points at the offending character and `error`
/// says what was expected. `void` yields the NoneType.
mlir::Type parseTinytcType(mlir::MLIRContext *context, llvm::StringRef text, size_t &pos,
                           std::string &error);

} // namespace tilec::tinytc

#endif // TILEC_DIALECT_TINYTC_TINYTCTYPES_H
