// Token search over the LLM catalog: what a user types ("llama 8b", "llama 3.1 70b instruct",
// "qwen 0.5b", "mixtral") finds the model they mean, first.
#include "core/catalog/catalog.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <set>
#include <tuple>

namespace wattgpu {

namespace {

// Lowercase words split at separators; a '.' stays inside numbers ("3.1", "0.5b"). Each word that
// mixes letters and digits also yields its alphabetic and numeric runs ("qwen2.5" -> "qwen", "2.5").
std::vector<std::string> tokens(std::string_view text)
{
    std::vector<std::string> out;
    std::string cur;
    auto flush = [&] {
        if (cur.empty())
            return;
        out.push_back(cur);
        std::string run;
        bool digits = false;
        std::vector<std::string> runs;
        for (char c : cur) {
            const bool d = std::isdigit(static_cast<unsigned char>(c)) || (c == '.' && digits);
            if (!run.empty() && d != digits) {
                runs.push_back(run);
                run.clear();
            }
            digits = d;
            run += c;
        }
        if (!run.empty())
            runs.push_back(run);
        if (runs.size() > 1)
            for (auto& r : runs)
                if (r != "." && r.size() <= cur.size())
                    out.push_back(r);
        cur.clear();
    };
    for (std::size_t i = 0; i < text.size() && i < 512; ++i) {
        const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
        const bool dotInNumber = c == '.' && !cur.empty() && std::isdigit(static_cast<unsigned char>(cur.back()))
            && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1]));
        if (std::isalnum(static_cast<unsigned char>(c)) || dotInNumber)
            cur += c;
        else
            flush();
    }
    flush();
    return out;
}

// "8b" -> 8, "0.5b" -> 0.5, "350m" -> 0.35 (billions); nullopt for other words.
std::optional<double> sizeToken(const std::string& t)
{
    if (t.size() < 2 || (t.back() != 'b' && t.back() != 'm'))
        return std::nullopt;
    const std::string num = t.substr(0, t.size() - 1);
    if (num.empty() || !std::all_of(num.begin(), num.end(), [](char c) {
            return std::isdigit(static_cast<unsigned char>(c)) || c == '.';
        }))
        return std::nullopt;
    const double v = std::atof(num.c_str());
    if (!(v > 0))
        return std::nullopt;
    return t.back() == 'm' ? v / 1000.0 : v;
}

// The version number of a family ("Llama 3.1" -> 3.1, "Qwen 2.5" -> 2.5, "Mixtral" -> 0).
double familyVersion(const std::string& family)
{
    for (const auto& t : tokens(family))
        if (std::isdigit(static_cast<unsigned char>(t.front())))
            return std::atof(t.c_str());
    return 0;
}

bool tunedForChat(const LlmSpec& m)
{
    for (const auto& t : tokens(m.hfId))
        if (t == "instruct" || t == "chat" || t == "it")
            return true;
    return false;
}

struct Keyed {
    std::set<std::string> family, name, other; // name: the repo name after "org/" (and aliases')
    std::string haystack;                      // every searchable text, lowercase, for substrings
};

Keyed keysOf(const LlmSpec& m)
{
    Keyed k;
    auto repoName = [](const std::string& id) {
        const auto slash = id.find('/');
        return slash == std::string::npos ? id : id.substr(slash + 1);
    };
    for (const auto& t : tokens(m.family))
        k.family.insert(t);
    for (const std::string& id : [&] {
             std::vector<std::string> ids{m.hfId};
             ids.insert(ids.end(), m.aliases.begin(), m.aliases.end());
             return ids;
         }()) {
        for (const auto& t : tokens(repoName(id)))
            k.name.insert(t);
        for (const auto& t : tokens(id))
            k.other.insert(t);
        k.haystack += toLower(id) + ' ';
    }
    for (const auto& t : tokens(m.modelType))
        k.other.insert(t);
    k.haystack += toLower(m.family) + ' ' + toLower(m.modelType);
    return k;
}

// Points for one query token on one model; nullopt when the token matches nothing.
std::optional<int> tokenScore(const std::string& t, const Keyed& k, const LlmSpec& m)
{
    if (const auto size = sizeToken(t)) {
        if (k.name.count(t))
            return 4;
        const double total = m.totalBParams, active = m.activeBParams;
        auto near = [&](double v) { return v > 0 && std::abs(v - *size) <= 0.12 * *size; };
        if (near(total) || (m.isMoe && near(active)))
            return 3;
        return std::nullopt;
    }
    if (k.family.count(t))
        return 4;
    if (k.name.count(t))
        return 3;
    if (k.other.count(t))
        return 2;
    if (t.size() >= 2) {
        for (const auto* set : {&k.family, &k.name, &k.other})
            for (const auto& w : *set)
                if (w.rfind(t, 0) == 0)
                    return 2;
        if (k.haystack.find(t) != std::string::npos)
            return 1;
    }
    return std::nullopt;
}

} // namespace

std::vector<const LlmSpec*> LlmCatalog::search(const LlmSearchFilter& f) const
{
    const auto query = tokens(f.text);
    const std::string family = toLower(f.family);
    const bool sized = std::any_of(query.begin(), query.end(),
                                   [](const std::string& t) { return sizeToken(t).has_value(); });
    struct Hit {
        const LlmSpec* m;
        int score;
        std::size_t order;
    };
    std::vector<Hit> hits;
    for (std::size_t i = 0; i < m_llms.size(); ++i) {
        const LlmSpec& m = m_llms[i];
        if (f.minBParams && m.totalBParams < *f.minBParams)
            continue;
        if (f.maxBParams && m.totalBParams > *f.maxBParams)
            continue;
        if (f.moe && m.isMoe != *f.moe)
            continue;
        if (!family.empty() && toLower(m.family) != family)
            continue;
        int score = 0;
        bool all = true;
        if (!query.empty()) {
            const Keyed k = keysOf(m);
            for (const auto& t : query) {
                const auto s = tokenScore(t, k, m);
                if (!s) {
                    all = false;
                    break;
                }
                score += *s;
            }
        }
        if (all)
            hits.push_back({&m, score, i});
    }
    if (!query.empty())
        // Best match first; then chat-tuned before base, the newest family version, the smallest model
        // when no size was typed (the common deployment), the newest release, and catalog order.
        std::stable_sort(hits.begin(), hits.end(), [sized](const Hit& a, const Hit& b) {
            auto key = [sized](const Hit& h) {
                return std::make_tuple(-h.score, tunedForChat(*h.m) ? 0 : 1, -familyVersion(h.m->family),
                                       sized ? 0.0 : h.m->totalBParams);
            };
            const auto ka = key(a), kb = key(b);
            if (ka != kb)
                return ka < kb;
            if (a.m->releaseDate != b.m->releaseDate)
                return a.m->releaseDate > b.m->releaseDate;
            return a.order < b.order;
        });
    std::vector<const LlmSpec*> out;
    out.reserve(hits.size());
    for (const auto& h : hits)
        out.push_back(h.m);
    return out;
}

} // namespace wattgpu
