//===- TinytcTypeRules.h - scalar type classes, promotion and casts -*- C++ -*-===//
//
// The language's scalar type rules, shared by the verifiers: which builtin types are tinytc
// scalars, the promotion partial order (alpha may be promoted to beta if every value of alpha is
// exactly representable in beta), and the cast table.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_TINYTC_TINYTCTYPERULES_H
#define TILEC_DIALECT_TINYTC_TINYTCTYPERULES_H

#include "mlir/IR/Types.h"

#include <optional>

namespace tilec::tinytc {

bool isBoolType(mlir::Type type);
/// i8, i16, i32, i64 or index.
bool isIntegerType(mlir::Type type);
/// bf16, f16, f32 or f64.
bool isFloatingType(mlir::Type type);
/// c32 or c64.
bool isComplexType(mlir::Type type);
/// integer, floating or complex.
bool isNumberType(mlir::Type type);

/// Size in bytes of a scalar type (index counts as 8).
int64_t scalarSize(mlir::Type type);

/// alpha ⪯ beta.
bool isPromotable(mlir::Type alpha, mlir::Type beta);
/// promote(alpha, beta), or null when neither is promotable to the other.
mlir::Type promote(mlir::Type alpha, mlir::Type beta);

/// Whether the cast table allows casting scalar `from` to scalar `to`.
bool isCastAllowed(mlir::Type from, mlir::Type to);

/// The floating component type of a complex type.
mlir::Type complexComponentType(mlir::Type type);

} // namespace tilec::tinytc

#endif // TILEC_DIALECT_TINYTC_TINYTCTYPERULES_H
