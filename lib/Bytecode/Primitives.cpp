//===- Primitives.cpp - varints, fixed-width integers, alignment ----------===//
#include "Primitives.h"

#include "llvm/ADT/Twine.h"

namespace tilec::bytecode {

void ByteWriter::writeVar(uint64_t value) {
  do {
    uint8_t byte = value & 0x7F;
    value >>= 7;
    if (value != 0)
      byte |= 0x80;
    bytes.push_back(byte);
  } while (value != 0);
}

void ByteWriter::writeFixed(uint64_t value, unsigned numBytes) {
  for (unsigned i = 0; i < numBytes; ++i)
    bytes.push_back(uint8_t(value >> (8 * i)));
}

void ByteWriter::alignTo(uint64_t alignment, uint64_t base) {
  while ((base + bytes.size()) % alignment != 0)
    bytes.push_back(kPaddingByte);
}

void ByteWriter::writeArray32(llvm::ArrayRef<int64_t> values) {
  writeVar(values.size());
  for (int64_t value : values)
    writeFixed(uint64_t(uint32_t(int32_t(value))), 4);
}

void ByteWriter::writeArray64(llvm::ArrayRef<int64_t> values) {
  writeVar(values.size());
  for (int64_t value : values)
    writeFixed(uint64_t(value), 8);
}

bool ByteReader::fail(const llvm::Twine &message) const {
  return failAt(absoluteOffset(), message);
}

bool ByteReader::failAt(uint64_t offset, const llvm::Twine &message) const {
  if (!error->failed())
    error->message = (section + ", offset " + llvm::Twine(offset) + ": " + message).str();
  return false;
}

bool ByteReader::readByte(uint8_t &value) {
  if (pos >= data.size())
    return fail("unexpected end of data");
  value = data[pos++];
  return true;
}

bool ByteReader::readVar(uint64_t &value) {
  value = 0;
  uint64_t start = absoluteOffset();
  // At most 10 bytes carry a 64-bit value; bits beyond 64 are dropped (§2.2).
  for (unsigned i = 0; i < 10; ++i) {
    if (pos >= data.size())
      return failAt(start, "truncated varint");
    uint8_t byte = data[pos++];
    if (i < 10)
      value |= i * 7 < 64 ? uint64_t(byte & 0x7F) << (i * 7) : 0;
    if (!(byte & 0x80))
      return true;
  }
  return failAt(start, "varint longer than 10 bytes");
}

bool ByteReader::readSignedVar(int64_t &value) {
  uint64_t raw;
  if (!readVar(raw))
    return false;
  value = zigzagDecode(raw);
  return true;
}

bool ByteReader::readVarAtMost(uint64_t &value, uint64_t max, llvm::StringRef what) {
  uint64_t start = absoluteOffset();
  if (!readVar(value))
    return false;
  if (value > max)
    return failAt(start, what + " " + llvm::Twine(value) + " exceeds the limit " +
                             llvm::Twine(max));
  return true;
}

bool ByteReader::readFixed(uint64_t &value, unsigned numBytes) {
  if (remaining() < numBytes)
    return fail("unexpected end of data reading a " + llvm::Twine(numBytes) + "-byte value");
  value = 0;
  for (unsigned i = 0; i < numBytes; ++i)
    value |= uint64_t(data[pos + i]) << (8 * i);
  pos += numBytes;
  return true;
}

bool ByteReader::readBytes(uint64_t count, llvm::ArrayRef<uint8_t> &bytes) {
  if (remaining() < count)
    return fail("length " + llvm::Twine(count) + " exceeds the remaining " +
                llvm::Twine(remaining()) + " bytes");
  bytes = data.slice(pos, count);
  pos += count;
  return true;
}

bool ByteReader::skipPadding(uint64_t alignment, uint64_t base) {
  while ((base + pos) % alignment != 0) {
    if (pos >= data.size())
      return fail("unexpected end of data in padding");
    ++pos;
  }
  return true;
}

static bool readArray(ByteReader &reader, llvm::SmallVectorImpl<int64_t> &values,
                      unsigned elementBytes) {
  uint64_t count;
  if (!reader.readVar(count))
    return false;
  if (count > reader.remaining() / elementBytes)
    return reader.fail("array of " + llvm::Twine(count) + " elements exceeds the remaining data");
  values.clear();
  values.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t raw;
    if (!reader.readFixed(raw, elementBytes))
      return false;
    values.push_back(elementBytes == 4 ? int64_t(int32_t(uint32_t(raw))) : int64_t(raw));
  }
  return true;
}

bool ByteReader::readArray32(llvm::SmallVectorImpl<int64_t> &values) {
  return readArray(*this, values, 4);
}
bool ByteReader::readArray64(llvm::SmallVectorImpl<int64_t> &values) {
  return readArray(*this, values, 8);
}

} // namespace tilec::bytecode
