//===- HostBuffer.h - a typed, shaped array in host memory ------*- C++ -*-===//
//
// What `tilec run` passes to a kernel as a pointer argument: dense row-major storage of one
// scalar kind, 64-byte aligned (tilec/Runtime/HostMemory.h). Element access by value converts
// through double for floats (exact for every kind) and int64 for integers.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_HOSTBUFFER_H
#define TILEC_RUNTIME_HOSTBUFFER_H

#include "tilec/Runtime/HostMemory.h"
#include "tilec/Runtime/ScalarKind.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <cstdlib>
#include <memory>

namespace tilec::runtime {

class HostBuffer {
public:
  /// A zero-filled buffer.
  HostBuffer(ScalarKind kind, llvm::ArrayRef<int64_t> shape);

  ScalarKind getKind() const { return kind; }
  llvm::ArrayRef<int64_t> getShape() const { return shape; }
  int64_t getNumElements() const { return numElements; }
  int64_t getSizeInBytes() const { return sizeInBytes; }
  uint8_t *data() { return storage.get(); }
  const uint8_t *data() const { return storage.get(); }

  /// Raw encoding of element `index` in the low bits (nibble for f4, 0/1 for i1).
  uint64_t getBits(int64_t index) const;
  void setBits(int64_t index, uint64_t bits);

  /// Value of a float element (exact), or of an integer element read as signed.
  double getDouble(int64_t index) const;
  int64_t getInt(int64_t index) const;
  /// Stores `value` rounded to nearest-even (floats) or truncated to the width (integers).
  void setDouble(int64_t index, double value);
  void setInt(int64_t index, int64_t value);

private:
  ScalarKind kind;
  llvm::SmallVector<int64_t> shape;
  int64_t numElements;
  int64_t sizeInBytes;
  HostMemory<uint8_t> storage;
};

} // namespace tilec::runtime

#endif // TILEC_RUNTIME_HOSTBUFFER_H
