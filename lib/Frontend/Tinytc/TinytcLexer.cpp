//===- TinytcLexer.cpp - tokens of the tinytc language -------------------===//
#include "TinytcLexer.h"

#include "llvm/ADT/StringExtras.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

using namespace tilec::tinytc;

size_t Lexer::skipTrivia() {
  while (pos < text.size()) {
    char c = text[pos];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
      ++pos;
    } else if (c == ';') { // comments run to the end of the line
      while (pos < text.size() && text[pos] != '\n')
        ++pos;
    } else {
      break;
    }
  }
  return pos;
}

static bool isIdentifierChar(char c) { return llvm::isAlnum(c) || c == '_'; }

Token Lexer::next() {
  skipTrivia();
  Token tok;
  tok.begin = pos;
  auto finish = [&](TokenKind kind) {
    tok.kind = kind;
    tok.end = pos;
    if (kind != TokenKind::Error && tok.text.empty() && kind != TokenKind::String)
      tok.text = text.slice(tok.begin, pos).str();
    return tok;
  };
  auto error = [&](std::string message) {
    tok.text = std::move(message);
    tok.kind = TokenKind::Error;
    tok.end = pos;
    return tok;
  };
  if (pos >= text.size())
    return finish(TokenKind::Eof);
  char c = text[pos];
  if (c == '%' || c == '@') {
    ++pos;
    size_t start = pos;
    if (pos < text.size() && llvm::isDigit(text[pos])) {
      while (pos < text.size() && llvm::isDigit(text[pos]))
        ++pos;
    } else if (pos < text.size() && llvm::isAlpha(text[pos])) {
      while (pos < text.size() && isIdentifierChar(text[pos]))
        ++pos;
    } else {
      return error(std::string("expected an identifier after '") + c + "'");
    }
    tok.text = text.slice(start, pos).str();
    return finish(c == '%' ? TokenKind::LocalId : TokenKind::GlobalId);
  }
  if (c == '"') {
    ++pos;
    size_t start = pos;
    while (pos < text.size() && text[pos] != '"') {
      unsigned char ch = text[pos];
      if (ch < 0x20 || ch > 0x7e)
        return error("invalid character in string attribute");
      ++pos;
    }
    if (pos >= text.size())
      return error("unterminated string attribute");
    tok.text = text.slice(start, pos).str();
    ++pos;
    return finish(TokenKind::String);
  }
  if (c == '-' && pos + 1 < text.size() && text[pos + 1] == '>') {
    pos += 2;
    return finish(TokenKind::Punct);
  }
  bool signedNumber =
      (c == '-' || c == '+') && pos + 1 < text.size() &&
      (llvm::isDigit(text[pos + 1]) || text[pos + 1] == '.' ||
       text.substr(pos + 1).starts_with("inf") || text.substr(pos + 1).starts_with("nan"));
  if (llvm::isDigit(c) || signedNumber ||
      (c == '.' && pos + 1 < text.size() && llvm::isDigit(text[pos + 1])))
    return lexNumber(pos);
  if (llvm::isAlpha(c) || c == '_') {
    while (pos < text.size() && isIdentifierChar(text[pos]))
      ++pos;
    return finish(TokenKind::Word);
  }
  if (llvm::StringRef("()[]{}<>,:=.?").contains(c)) {
    ++pos;
    return finish(TokenKind::Punct);
  }
  ++pos;
  return error(std::string("unexpected character '") +
               (llvm::isPrint(c) ? std::string(1, c) : "\\x" + llvm::utohexstr((unsigned char)c)) +
               "'");
}

Token Lexer::lexNumber(size_t start) {
  Token tok;
  tok.begin = start;
  pos = start;
  if (text[pos] == '-' || text[pos] == '+')
    ++pos;
  bool isFloat = false;
  auto digits = [&](bool hex) {
    size_t first = pos;
    while (pos < text.size() && (hex ? llvm::isHexDigit(text[pos]) : llvm::isDigit(text[pos])))
      ++pos;
    return pos - first;
  };
  auto exponent = [&](char marker) {
    if (pos < text.size() && (text[pos] == marker || text[pos] == (marker - 'a' + 'A'))) {
      size_t save = pos++;
      if (pos < text.size() && (text[pos] == '-' || text[pos] == '+'))
        ++pos;
      if (digits(false) == 0) {
        pos = save;
        return false;
      }
      return true;
    }
    return false;
  };
  llvm::StringRef rest = text.substr(pos);
  if (rest.starts_with("inf") || rest.starts_with("nan")) {
    pos += 3;
    isFloat = true;
  } else if (rest.starts_with("0x") || rest.starts_with("0X")) {
    pos += 2;
    size_t mantissa = digits(true);
    bool dot = pos < text.size() && text[pos] == '.';
    if (dot) {
      ++pos;
      mantissa += digits(true);
    }
    bool hasExponent = exponent('p');
    if (mantissa == 0 || (!dot && !hasExponent)) {
      tok.kind = TokenKind::Error;
      tok.text = "invalid hexadecimal floating constant (integers are decimal; hexadecimal "
                 "floats need '.' or a 'p' exponent)";
      tok.end = pos;
      return tok;
    }
    isFloat = true;
  } else {
    size_t mantissa = digits(false);
    if (pos < text.size() && text[pos] == '.') {
      ++pos;
      mantissa += digits(false);
      isFloat = true;
    }
    if (mantissa == 0) {
      tok.kind = TokenKind::Error;
      tok.text = "invalid number";
      tok.end = pos;
      return tok;
    }
    isFloat |= exponent('e');
  }
  tok.end = pos;
  tok.text = text.slice(start, pos).str();
  if (isFloat) {
    errno = 0;
    tok.real = std::strtod(tok.text.c_str(), nullptr);
    if (errno == ERANGE && std::isinf(tok.real)) {
      tok.kind = TokenKind::Error;
      tok.text = "floating constant out of the range of double precision numbers";
      return tok;
    }
    tok.kind = TokenKind::Float;
    return tok;
  }
  // Integer constants lie in [-2^63+1, 2^63-1].
  llvm::StringRef literal(tok.text);
  bool negative = literal.consume_front("-");
  literal.consume_front("+");
  uint64_t magnitude;
  if (literal.getAsInteger(10, magnitude) || magnitude > uint64_t(INT64_MAX)) {
    tok.kind = TokenKind::Error;
    tok.text = "integer constant out of range [-2^63+1, 2^63-1]";
    return tok;
  }
  tok.integer = negative ? -int64_t(magnitude) : int64_t(magnitude);
  tok.kind = TokenKind::Integer;
  return tok;
}
