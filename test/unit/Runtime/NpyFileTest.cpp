//===- NpyFileTest.cpp - reading and writing NumPy files ------------------===//
#include "tilec/Runtime/NpyFile.h"

#include "ExpectedTesting.h"

#include <gtest/gtest.h>

using namespace tilec::runtime;
using tilec::testing::failureMessage;

namespace {

/// What `numpy.save(f, numpy.array([1, -2, 3], dtype='<i4'))` writes: version 1.0, the header
/// padded with spaces to a 64-byte boundary, then little-endian data.
std::string numpyImageOfInt32Vector() {
  std::string header = "{'descr': '<i4', 'fortran_order': False, 'shape': (3,), }";
  header.append((64 - (10 + header.size() + 1) % 64) % 64, ' ');
  header.push_back('\n');
  std::string image("\x93NUMPY\x01\x00", 8);
  image.push_back(static_cast<char>(header.size()));
  image.push_back(0);
  image += header;
  const int32_t values[] = {1, -2, 3};
  image.append(reinterpret_cast<const char *>(values), sizeof(values));
  return image;
}

TEST(NpyFileTest, ParsesWhatNumpyWrites) {
  llvm::Expected<HostBuffer> buffer = parseNpy(numpyImageOfInt32Vector(), "a.npy");
  TILEC_ASSERT_SUCCEEDED(buffer);
  EXPECT_EQ(buffer->getKind(), ScalarKind::I32);
  EXPECT_EQ(buffer->getShape(), llvm::ArrayRef<int64_t>({3}));
  EXPECT_EQ(buffer->getInt(1), -2);
}

TEST(NpyFileTest, WritesWhatNumpyWrites) {
  HostBuffer buffer(ScalarKind::I32, {3});
  buffer.setInt(0, 1);
  buffer.setInt(1, -2);
  buffer.setInt(2, 3);
  EXPECT_EQ(serializeNpy(buffer), numpyImageOfInt32Vector());
}

TEST(NpyFileTest, RoundTripsEveryKindAndRank) {
  const ScalarKind kinds[] = {ScalarKind::I1,       ScalarKind::I8,       ScalarKind::I16,
                              ScalarKind::I32,      ScalarKind::I64,      ScalarKind::F16,
                              ScalarKind::BF16,     ScalarKind::TF32,     ScalarKind::F32,
                              ScalarKind::F64,      ScalarKind::F8E4M3FN, ScalarKind::F8E5M2,
                              ScalarKind::F8E8M0FNU, ScalarKind::F4E2M1FN};
  for (ScalarKind kind : kinds) {
    const std::vector<int64_t> shapes[] = {{}, {6}, {2, 3}};
    for (llvm::ArrayRef<int64_t> shape : shapes) {
      HostBuffer original(kind, shape);
      for (int64_t i = 0; i < original.getNumElements(); ++i)
        original.setDouble(i, (i % 2) ? 1.0 : 0.0);
      llvm::Expected<HostBuffer> read = parseNpy(serializeNpy(original), "x.npy", kind);
      TILEC_ASSERT_SUCCEEDED(read) << getScalarKindName(kind).str();
      EXPECT_EQ(read->getShape(), shape);
      for (int64_t i = 0; i < original.getNumElements(); ++i)
        EXPECT_EQ(read->getBits(i), original.getBits(i)) << getScalarKindName(kind).str();
    }
  }
}

TEST(NpyFileTest, NonNumpyKindsUseRawContainers) {
  HostBuffer bf16(ScalarKind::BF16, {1});
  EXPECT_NE(serializeNpy(bf16).find("'descr': '<u2'"), std::string::npos);
  HostBuffer f4(ScalarKind::F4E2M1FN, {4});
  f4.setDouble(3, 6.0);
  std::string image = serializeNpy(f4);
  EXPECT_NE(image.find("'descr': '|u1'"), std::string::npos);
  EXPECT_EQ(image.back(), 0x7); // unpacked: one pattern per byte, 6.0 = 0b0111
}

TEST(NpyFileTest, ExplainsDtypeMismatch) {
  llvm::Expected<HostBuffer> buffer = parseNpy(numpyImageOfInt32Vector(), "a.npy", ScalarKind::F32);
  EXPECT_EQ(failureMessage(std::move(buffer)), 
                                   "a.npy: holds dtype '<i4' but f32 data was expected (write "
                                   "it with dtype '<f4')");
}

TEST(NpyFileTest, RejectsMalformedFiles) {
  EXPECT_EQ(failureMessage(parseNpy("hello", "b.npy")), "b.npy: not a NumPy .npy file (bad magic)");
  std::string truncated = numpyImageOfInt32Vector();
  truncated.resize(truncated.size() - 4);
  EXPECT_EQ(failureMessage(parseNpy(truncated, "c.npy")), "c.npy: holds 8 data bytes, the shape needs 12");
  std::string fortran = numpyImageOfInt32Vector();
  fortran.replace(fortran.find("False"), 5, "True ");
  EXPECT_EQ(failureMessage(parseNpy(fortran, "d.npy")),
            "d.npy: Fortran-order arrays are not supported; save with "
            "numpy.ascontiguousarray(x)");
}

/// The Int32 vector image with its header's shape replaced, padding shortened to keep the size.
std::string numpyImageWithShape(const std::string &shape) {
  std::string image = numpyImageOfInt32Vector();
  image.replace(image.find("(3,)"), 4, shape);
  image.erase(image.find('\n') - (shape.size() - 4), shape.size() - 4);
  return image;
}

// A header naming more elements than the file holds is an error, found before the buffer is
// allocated: a huge or overflowing shape must not exhaust memory.
TEST(NpyFileTest, RejectsShapesBeyondTheData) {
  EXPECT_EQ(failureMessage(parseNpy(numpyImageWithShape("(1000000000000,)"), "e.npy")),
            "e.npy: holds 12 data bytes, the shape needs 4000000000000");
  EXPECT_EQ(failureMessage(parseNpy(numpyImageWithShape("(4294967296, 4294967296)"), "f.npy")),
            "f.npy: holds 12 data bytes, the shape needs more than 2^64");
}

// Big-endian data is refused, with or without an expected element type; single-byte dtypes
// have no byte order ('|'), and '=' is the host's (little-endian) order.
TEST(NpyFileTest, RejectsBigEndianData) {
  std::string image = numpyImageOfInt32Vector();
  image.replace(image.find("'<i4'"), 5, "'>i4'");
  EXPECT_EQ(failureMessage(parseNpy(image, "g.npy")), "g.npy: unsupported dtype '>i4'");
  EXPECT_EQ(failureMessage(parseNpy(image, "g.npy", ScalarKind::I32)),
            "g.npy: holds dtype '>i4' but i32 data was expected (write it with dtype '<i4')");
  image.replace(image.find("'>i4'"), 5, "'=i4'");
  llvm::Expected<HostBuffer> native = parseNpy(image, "h.npy", ScalarKind::I32);
  TILEC_ASSERT_SUCCEEDED(native);
  EXPECT_EQ(native->getInt(2), 3);
}

TEST(NpyFileTest, MissingFileIsAnError) {
  EXPECT_NE(failureMessage(readNpy("/nonexistent/x.npy")), "<success>");
}

} // namespace
