//===- TinytcLexer.h - tokens of the tinytc language ------------*- C++ -*-===//
#ifndef TILEC_LIB_FRONTEND_TINYTC_TINYTCLEXER_H
#define TILEC_LIB_FRONTEND_TINYTC_TINYTCLEXER_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace tilec::tinytc {

enum class TokenKind {
  Eof,
  Error,      // `text` is the message
  LocalId,    // %name or %0; `text` excludes the %
  GlobalId,   // @name; `text` excludes the @
  Word,       // keyword or instruction name: [A-Za-z_][A-Za-z0-9_]*
  Integer,    // `integer` holds the value
  Float,      // `real` holds the value
  String,     // `text` excludes the quotes
  Punct,      // one of ( ) [ ] { } < > , : = . ? or the arrow ->
};

struct Token {
  TokenKind kind = TokenKind::Eof;
  size_t begin = 0; // offset of the first character
  size_t end = 0;   // offset past the last character
  std::string text;
  int64_t integer = 0;
  double real = 0;

  bool is(TokenKind k) const { return kind == k; }
  bool isPunct(llvm::StringRef p) const { return kind == TokenKind::Punct && text == p; }
  bool isWord(llvm::StringRef w) const { return kind == TokenKind::Word && text == w; }
};

/// Produces tokens on demand from an offset; the parser may move the offset (types are read by
/// the dialect's type reader directly from the text).
class Lexer {
public:
  explicit Lexer(llvm::StringRef text) : text(text) {}
  Token next();
  void resetTo(size_t offset) { pos = offset; }
  /// Skips white space and comments; returns the new offset.
  size_t skipTrivia();
  llvm::StringRef buffer() const { return text; }

private:
  llvm::StringRef text;
  size_t pos = 0;
  Token lexNumber(size_t start);
};

} // namespace tilec::tinytc

#endif // TILEC_LIB_FRONTEND_TINYTC_TINYTCLEXER_H
