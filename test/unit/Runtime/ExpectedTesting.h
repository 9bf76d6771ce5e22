//===- ExpectedTesting.h - checking llvm::Expected in GoogleTest -*- C++ -*-===//
//
// Small stand-ins for LLVM's TestingSupport matchers (not shipped as a shared library).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_TEST_UNIT_RUNTIME_EXPECTEDTESTING_H
#define TILEC_TEST_UNIT_RUNTIME_EXPECTEDTESTING_H

#include "llvm/Support/Error.h"

#include <gtest/gtest.h>

#include <string>

namespace tilec::testing {

/// The message of a failed Expected, or "<success>" (consuming the error either way).
template <typename T>
std::string failureMessage(llvm::Expected<T> &&value) {
  if (value)
    return "<success>";
  return llvm::toString(value.takeError());
}

} // namespace tilec::testing

/// Asserts that an Expected holds a value, printing the error otherwise.
#define TILEC_ASSERT_SUCCEEDED(expected)                                                         \
  ASSERT_TRUE(static_cast<bool>(expected)) << llvm::toString((expected).takeError())

#endif // TILEC_TEST_UNIT_RUNTIME_EXPECTEDTESTING_H
