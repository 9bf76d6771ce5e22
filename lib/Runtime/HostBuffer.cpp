//===- HostBuffer.cpp - a typed, shaped array in host memory --------------===//
#include "tilec/Runtime/HostBuffer.h"

#include "tilec/Numeric/SubBytePacking.h"

#include "llvm/Support/ErrorHandling.h"

#include <bit>
#include <cmath>
#include <cstring>

namespace tilec::runtime {

namespace {

/// Alignment of every buffer: a cache line, enough for any vector load.
constexpr size_t kBufferAlignment = 64;
/// Unused bytes after every buffer, so that a kernel running slightly past its end touches no
/// other buffer: the interpreter's checked mode then names the right one.
constexpr size_t kGuardBytes = 4096;

int64_t product(llvm::ArrayRef<int64_t> shape) {
  int64_t count = 1;
  for (int64_t dim : shape)
    count *= dim;
  return count;
}

} // namespace

HostBuffer::HostBuffer(ScalarKind kind, llvm::ArrayRef<int64_t> shape)
    : kind(kind), shape(shape), numElements(product(shape)),
      sizeInBytes(getStorageBytes(kind, numElements)) {
  size_t allocated = (static_cast<size_t>(sizeInBytes) + kBufferAlignment - 1) /
                     kBufferAlignment * kBufferAlignment;
  allocated += kGuardBytes;
  storage.reset(static_cast<uint8_t *>(allocateHostMemory(allocated)));
  if (!storage)
    llvm::report_fatal_error("tilec: out of memory allocating a host buffer");
}

uint64_t HostBuffer::getBits(int64_t index) const {
  unsigned bits = getStorageBits(kind);
  if (bits == 4)
    return numeric::getPackedNibble(data(), index);
  uint64_t value = 0;
  std::memcpy(&value, data() + index * (bits / 8), bits / 8);
  // An i1 byte reads as true whenever it is non-zero (tile-ir-ops.md §2.3).
  if (kind == ScalarKind::I1)
    return value != 0;
  return value;
}

void HostBuffer::setBits(int64_t index, uint64_t value) {
  unsigned bits = getStorageBits(kind);
  if (bits == 4) {
    numeric::setPackedNibble(data(), index, static_cast<uint8_t>(value & 0xF));
    return;
  }
  if (kind == ScalarKind::I1)
    value &= 1;
  std::memcpy(data() + index * (bits / 8), &value, bits / 8);
}

int64_t HostBuffer::getInt(int64_t index) const {
  uint64_t value = getBits(index);
  unsigned bits = getStorageBits(kind);
  if (kind == ScalarKind::I1 || bits == 64)
    return static_cast<int64_t>(value);
  // Sign-extend from the element width.
  uint64_t signBit = uint64_t(1) << (bits - 1);
  return static_cast<int64_t>((value ^ signBit) - signBit);
}

void HostBuffer::setInt(int64_t index, int64_t value) {
  setBits(index, static_cast<uint64_t>(value));
}

double HostBuffer::getDouble(int64_t index) const {
  if (std::optional<numeric::FloatFormat> format = getFloatFormat(kind))
    return numeric::decode(getBits(index), *format);
  return static_cast<double>(getInt(index));
}

void HostBuffer::setDouble(int64_t index, double value) {
  if (std::optional<numeric::FloatFormat> format = getFloatFormat(kind)) {
    // f32 and f64 take the host's own conversion (IEEE, nearest even, subnormals kept: what
    // numeric::encode computes, at a fraction of the cost, for inputs of millions of elements);
    // NaNs and the other formats go through the numeric library.
    if (*format == numeric::FloatFormat::F64 && !std::isnan(value)) {
      setBits(index, std::bit_cast<uint64_t>(value));
      return;
    }
    if (*format == numeric::FloatFormat::F32 && !std::isnan(value)) {
      setBits(index, std::bit_cast<uint32_t>(static_cast<float>(value)));
      return;
    }
    setBits(index, numeric::encode(value, *format));
    return;
  }
  setInt(index, static_cast<int64_t>(value));
}

} // namespace tilec::runtime
