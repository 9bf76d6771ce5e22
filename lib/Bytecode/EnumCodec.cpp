//===- EnumCodec.cpp - enum attributes as bytecode integers ---------------===//
#include "EnumCodec.h"

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace tilec::bytecode {
using namespace tilec::cuda_tile;

std::optional<uint64_t> getEnumCode(EnumKind kind, mlir::Attribute attr) {
  switch (kind) {
  case EnumKind::Signedness:
    if (auto value = llvm::dyn_cast_or_null<SignednessAttr>(attr))
      return uint64_t(value.getValue());
    return std::nullopt;
  case EnumKind::Overflow:
    if (auto value = llvm::dyn_cast_or_null<IntegerOverflowAttr>(attr))
      return uint64_t(value.getValue());
    return std::nullopt;
  case EnumKind::Rounding:
    if (auto value = llvm::dyn_cast_or_null<RoundingModeAttr>(attr))
      return uint64_t(value.getValue());
    return std::nullopt;
  case EnumKind::ComparisonPredicate:
    if (auto value = llvm::dyn_cast_or_null<ComparisonPredicateAttr>(attr))
      return uint64_t(value.getValue());
    return std::nullopt;
  case EnumKind::ComparisonOrdering:
    if (auto value = llvm::dyn_cast_or_null<ComparisonOrderingAttr>(attr))
      return uint64_t(value.getValue());
    return std::nullopt;
  case EnumKind::AtomicMode:
  case EnumKind::MemoryOrdering:
  case EnumKind::MemoryScope:
    if (auto value = llvm::dyn_cast_or_null<mlir::IntegerAttr>(attr))
      return value.getValue().getZExtValue();
    return std::nullopt;
  case EnumKind::None:
    return std::nullopt;
  }
  return std::nullopt;
}

mlir::Attribute makeEnumAttr(EnumKind kind, mlir::MLIRContext *context, uint64_t code) {
  // NVIDIA's reader truncates enum varints to 32 bits before checking (§4.4).
  uint32_t value = uint32_t(code);
  if (value != code)
    return {};
  mlir::Builder builder(context);
  switch (kind) {
  case EnumKind::Signedness:
    if (auto symbol = symbolizeSignedness(value))
      return SignednessAttr::get(context, *symbol);
    return {};
  case EnumKind::Overflow:
    if (auto symbol = symbolizeIntegerOverflow(value))
      return IntegerOverflowAttr::get(context, *symbol);
    return {};
  case EnumKind::Rounding:
    if (auto symbol = symbolizeRoundingMode(value))
      return RoundingModeAttr::get(context, *symbol);
    return {};
  case EnumKind::ComparisonPredicate:
    if (auto symbol = symbolizeComparisonPredicate(value))
      return ComparisonPredicateAttr::get(context, *symbol);
    return {};
  case EnumKind::ComparisonOrdering:
    if (auto symbol = symbolizeComparisonOrdering(value))
      return ComparisonOrderingAttr::get(context, *symbol);
    return {};
  case EnumKind::AtomicMode:
    if (symbolizeAtomicMode(value))
      return builder.getI32IntegerAttr(int32_t(value));
    return {};
  case EnumKind::MemoryOrdering:
    if (symbolizeMemoryOrdering(value))
      return builder.getI32IntegerAttr(int32_t(value));
    return {};
  case EnumKind::MemoryScope:
    if (symbolizeMemoryScope(value))
      return builder.getI32IntegerAttr(int32_t(value));
    return {};
  case EnumKind::None:
    return {};
  }
  return {};
}

} // namespace tilec::bytecode
