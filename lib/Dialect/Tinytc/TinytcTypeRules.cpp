//===- TinytcTypeRules.cpp - scalar type classes, promotion and casts ---===//
#include "tilec/Dialect/Tinytc/TinytcTypeRules.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

bool tilec::tinytc::isBoolType(Type type) { return type && type.isInteger(1); }

bool tilec::tinytc::isIntegerType(Type type) {
  return type && (type.isIndex() || type.isInteger(8) || type.isInteger(16) ||
                  type.isInteger(32) || type.isInteger(64));
}

bool tilec::tinytc::isFloatingType(Type type) {
  return type && (type.isBF16() || type.isF16() || type.isF32() || type.isF64());
}

bool tilec::tinytc::isComplexType(Type type) {
  auto complex = dyn_cast_or_null<ComplexType>(type);
  return complex && (complex.getElementType().isF32() || complex.getElementType().isF64());
}

bool tilec::tinytc::isNumberType(Type type) {
  return isIntegerType(type) || isFloatingType(type) || isComplexType(type);
}

Type tilec::tinytc::complexComponentType(Type type) {
  return cast<ComplexType>(type).getElementType();
}

int64_t tilec::tinytc::scalarSize(Type type) {
  if (type.isIndex())
    return 8;
  if (auto complex = dyn_cast<ComplexType>(type))
    return 2 * scalarSize(complex.getElementType());
  return std::max<int64_t>(1, type.getIntOrFloatBitWidth() / 8);
}

namespace {
/// Position of a scalar type in the promotion relation matrix; index behaves as i64.
enum Rank { I8, I16, I32, I64, BF16, F16, F32, F64, C32, C64, None };

Rank rankOf(Type type) {
  if (type.isInteger(8))
    return I8;
  if (type.isInteger(16))
    return I16;
  if (type.isInteger(32))
    return I32;
  if (type.isInteger(64) || type.isIndex())
    return I64;
  if (type.isBF16())
    return BF16;
  if (type.isF16())
    return F16;
  if (type.isF32())
    return F32;
  if (type.isF64())
    return F64;
  if (auto complex = dyn_cast<ComplexType>(type))
    return complex.getElementType().isF32() ? C32 : C64;
  return None;
}

/// Row alpha, column beta: alpha ⪯ beta (the language reference's relation matrix).
constexpr bool kPromotable[10][10] = {
    //         i8 i16 i32 i64 bf16 f16 f32 f64 c32 c64
    /* i8   */ {1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
    /* i16  */ {0, 1, 1, 1, 0, 0, 1, 1, 1, 1},
    /* i32  */ {0, 0, 1, 1, 0, 0, 0, 1, 1, 1},
    /* i64  */ {0, 0, 0, 1, 0, 0, 0, 0, 0, 0},
    /* bf16 */ {0, 0, 0, 0, 1, 0, 1, 1, 1, 1},
    /* f16  */ {0, 0, 0, 0, 0, 1, 1, 1, 1, 1},
    /* f32  */ {0, 0, 0, 0, 0, 0, 1, 1, 1, 1},
    /* f64  */ {0, 0, 0, 0, 0, 0, 0, 1, 0, 1},
    /* c32  */ {0, 0, 0, 0, 0, 0, 0, 0, 1, 1},
    /* c64  */ {0, 0, 0, 0, 0, 0, 0, 0, 0, 1},
};
} // namespace

bool tilec::tinytc::isPromotable(Type alpha, Type beta) {
  if (!alpha || !beta)
    return false;
  Rank a = rankOf(alpha), b = rankOf(beta);
  if (a == None || b == None)
    return false;
  return kPromotable[a][b];
}

Type tilec::tinytc::promote(Type alpha, Type beta) {
  if (isPromotable(alpha, beta))
    return beta;
  if (isPromotable(beta, alpha))
    return alpha;
  return {};
}

bool tilec::tinytc::isCastAllowed(Type from, Type to) {
  if (!isNumberType(from) || !isNumberType(to))
    return false;
  // Complex values never lose their imaginary part implicitly.
  return !isComplexType(from) || isComplexType(to);
}
