//===- ScalarKind.cpp - element types of host buffers ---------------------===//
#include "tilec/Runtime/ScalarKind.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/ErrorHandling.h"

#include <array>

namespace tilec::runtime {

using numeric::FloatFormat;

llvm::StringRef getScalarKindName(ScalarKind kind) {
  switch (kind) {
  case ScalarKind::I1: return "i1";
  case ScalarKind::I8: return "i8";
  case ScalarKind::I16: return "i16";
  case ScalarKind::I32: return "i32";
  case ScalarKind::I64: return "i64";
  case ScalarKind::F16: return "f16";
  case ScalarKind::BF16: return "bf16";
  case ScalarKind::TF32: return "tf32";
  case ScalarKind::F32: return "f32";
  case ScalarKind::F64: return "f64";
  case ScalarKind::F8E4M3FN: return "f8E4M3FN";
  case ScalarKind::F8E5M2: return "f8E5M2";
  case ScalarKind::F8E8M0FNU: return "f8E8M0FNU";
  case ScalarKind::F4E2M1FN: return "f4E2M1FN";
  case ScalarKind::UE5M3: return "fnv8E5M3FNU";
  }
  llvm_unreachable("unknown scalar kind");
}

std::optional<ScalarKind> parseScalarKind(llvm::StringRef name) {
  return llvm::StringSwitch<std::optional<ScalarKind>>(name)
      .Case("i1", ScalarKind::I1)
      .Case("i8", ScalarKind::I8)
      .Case("i16", ScalarKind::I16)
      .Case("i32", ScalarKind::I32)
      .Case("i64", ScalarKind::I64)
      .Case("f16", ScalarKind::F16)
      .Case("bf16", ScalarKind::BF16)
      .Case("tf32", ScalarKind::TF32)
      .Case("f32", ScalarKind::F32)
      .Case("f64", ScalarKind::F64)
      .Case("f8E4M3FN", ScalarKind::F8E4M3FN)
      .Case("f8E5M2", ScalarKind::F8E5M2)
      .Case("f8E8M0FNU", ScalarKind::F8E8M0FNU)
      .Case("f4E2M1FN", ScalarKind::F4E2M1FN)
      .Cases({"fnv8E5M3FNU", "f8E5M3FNU"}, ScalarKind::UE5M3)
      .Default(std::nullopt);
}

bool isIntegerKind(ScalarKind kind) { return kind <= ScalarKind::I64; }

std::optional<FloatFormat> getFloatFormat(ScalarKind kind) {
  switch (kind) {
  case ScalarKind::F16: return FloatFormat::F16;
  case ScalarKind::BF16: return FloatFormat::BF16;
  case ScalarKind::TF32: return FloatFormat::TF32;
  case ScalarKind::F32: return FloatFormat::F32;
  case ScalarKind::F64: return FloatFormat::F64;
  case ScalarKind::F8E4M3FN: return FloatFormat::F8E4M3FN;
  case ScalarKind::F8E5M2: return FloatFormat::F8E5M2;
  case ScalarKind::F8E8M0FNU: return FloatFormat::F8E8M0FNU;
  case ScalarKind::F4E2M1FN: return FloatFormat::F4E2M1FN;
  case ScalarKind::UE5M3: return FloatFormat::UE5M3;
  default: return std::nullopt;
  }
}

namespace {

unsigned computeStorageBits(ScalarKind kind) {
  switch (kind) {
  case ScalarKind::I1: case ScalarKind::I8: return 8;
  case ScalarKind::I16: return 16;
  case ScalarKind::I32: return 32;
  case ScalarKind::I64: return 64;
  default: return numeric::getFormatInfo(*getFloatFormat(kind)).storageBits;
  }
}

} // namespace

unsigned getStorageBits(ScalarKind kind) {
  // A table, filled once: the CPU runtime asks on every view access (the two switches were
  // 0.8% of a softmax over 4096 one-row tile blocks).
  static const std::array<uint8_t, kScalarKindCount> bits = [] {
    std::array<uint8_t, kScalarKindCount> table{};
    for (int kind = 0; kind < kScalarKindCount; ++kind)
      table[kind] = uint8_t(computeStorageBits(ScalarKind(kind)));
    return table;
  }();
  return bits[size_t(kind)];
}

int64_t getStorageBytes(ScalarKind kind, int64_t count) {
  return (count * getStorageBits(kind) + 7) / 8;
}

} // namespace tilec::runtime
