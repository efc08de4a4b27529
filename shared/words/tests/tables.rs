//! Amounts in words against tables written by hand from published grammars, not from the
//! code (each row was written from the rules the source gives, then checked):
//! - Arabic: W. Wright, "A Grammar of the Arabic Language", 3rd ed. (Cambridge, 1896–98),
//!   vol. 1 §§ 320–331 (the cardinals, their gender and the counted noun's number and case),
//!   vol. 2 §§ 99–100; M. al-Ghalayini, "Jami' al-Durus al-'Arabiyya", the chapter on number
//!   (العدد) for 11–99 (accusative singular), hundreds and thousands (genitive singular),
//!   and compounds (the noun follows the last part); "ألف ليلة وليلة" for a last part of one.
//!   Spelling "مئة" per the Arabic Language Academy in Cairo.
//! - Central Kurdish (Sorani): W. M. Thackston, "Sorani Kurdish: A Reference Grammar with
//!   Selected Readings" (Harvard, 2006), "Numbers": the cardinals, "و" between parts, the
//!   noun singular after a number.
//! - English: The Chicago Manual of Style, 17th ed., 9.2–9.4 (hyphenated twenty-one to
//!   ninety-nine), and the US cheque convention of "and" only before the cents.

use sanduq_domain::money::Currency::{self, Iqd, Usd};
use sanduq_words::{amount, cardinal, Language, MAX_MINOR};

/// (minor units, currency, Arabic, Kurdish, English)
const TABLE: &[Row] = &[
    (0, Iqd, "صفر دينار", "سفر دینار", "zero Iraqi dinars"),
    (1, Iqd, "دينار واحد", "یەک دینار", "one Iraqi dinar"),
    (2, Iqd, "ديناران", "دوو دینار", "two Iraqi dinars"),
    (3, Iqd, "ثلاثة دنانير", "سێ دینار", "three Iraqi dinars"),
    (4, Iqd, "أربعة دنانير", "چوار دینار", "four Iraqi dinars"),
    (5, Iqd, "خمسة دنانير", "پێنج دینار", "five Iraqi dinars"),
    (6, Iqd, "ستة دنانير", "شەش دینار", "six Iraqi dinars"),
    (7, Iqd, "سبعة دنانير", "حەوت دینار", "seven Iraqi dinars"),
    (8, Iqd, "ثمانية دنانير", "هەشت دینار", "eight Iraqi dinars"),
    (9, Iqd, "تسعة دنانير", "نۆ دینار", "nine Iraqi dinars"),
    (10, Iqd, "عشرة دنانير", "دە دینار", "ten Iraqi dinars"),
    (11, Iqd, "أحد عشر ديناراً", "یازدە دینار", "eleven Iraqi dinars"),
    (12, Iqd, "اثنا عشر ديناراً", "دوازدە دینار", "twelve Iraqi dinars"),
    (13, Iqd, "ثلاثة عشر ديناراً", "سێزدە دینار", "thirteen Iraqi dinars"),
    (14, Iqd, "أربعة عشر ديناراً", "چواردە دینار", "fourteen Iraqi dinars"),
    (15, Iqd, "خمسة عشر ديناراً", "پازدە دینار", "fifteen Iraqi dinars"),
    (16, Iqd, "ستة عشر ديناراً", "شازدە دینار", "sixteen Iraqi dinars"),
    (17, Iqd, "سبعة عشر ديناراً", "حەڤدە دینار", "seventeen Iraqi dinars"),
    (18, Iqd, "ثمانية عشر ديناراً", "هەژدە دینار", "eighteen Iraqi dinars"),
    (19, Iqd, "تسعة عشر ديناراً", "نۆزدە دینار", "nineteen Iraqi dinars"),
    (20, Iqd, "عشرون ديناراً", "بیست دینار", "twenty Iraqi dinars"),
    (21, Iqd, "واحد وعشرون ديناراً", "بیست و یەک دینار", "twenty-one Iraqi dinars"),
    (22, Iqd, "اثنان وعشرون ديناراً", "بیست و دوو دینار", "twenty-two Iraqi dinars"),
    (23, Iqd, "ثلاثة وعشرون ديناراً", "بیست و سێ دینار", "twenty-three Iraqi dinars"),
    (30, Iqd, "ثلاثون ديناراً", "سی دینار", "thirty Iraqi dinars"),
    (40, Iqd, "أربعون ديناراً", "چل دینار", "forty Iraqi dinars"),
    (45, Iqd, "خمسة وأربعون ديناراً", "چل و پێنج دینار", "forty-five Iraqi dinars"),
    (50, Iqd, "خمسون ديناراً", "پەنجا دینار", "fifty Iraqi dinars"),
    (60, Iqd, "ستون ديناراً", "شەست دینار", "sixty Iraqi dinars"),
    (70, Iqd, "سبعون ديناراً", "حەفتا دینار", "seventy Iraqi dinars"),
    (80, Iqd, "ثمانون ديناراً", "هەشتا دینار", "eighty Iraqi dinars"),
    (90, Iqd, "تسعون ديناراً", "نەوەد دینار", "ninety Iraqi dinars"),
    (99, Iqd, "تسعة وتسعون ديناراً", "نەوەد و نۆ دینار", "ninety-nine Iraqi dinars"),
    (100, Iqd, "مئة دينار", "سەد دینار", "one hundred Iraqi dinars"),
    (101, Iqd, "مئة دينار ودينار", "سەد و یەک دینار", "one hundred one Iraqi dinars"),
    (102, Iqd, "مئة دينار وديناران", "سەد و دوو دینار", "one hundred two Iraqi dinars"),
    (103, Iqd, "مئة وثلاثة دنانير", "سەد و سێ دینار", "one hundred three Iraqi dinars"),
    (110, Iqd, "مئة وعشرة دنانير", "سەد و دە دینار", "one hundred ten Iraqi dinars"),
    (111, Iqd, "مئة وأحد عشر ديناراً", "سەد و یازدە دینار", "one hundred eleven Iraqi dinars"),
    (150, Iqd, "مئة وخمسون ديناراً", "سەد و پەنجا دینار", "one hundred fifty Iraqi dinars"),
    (200, Iqd, "مئتا دينار", "دوو سەد دینار", "two hundred Iraqi dinars"),
    (201, Iqd, "مئتا دينار ودينار", "دوو سەد و یەک دینار", "two hundred one Iraqi dinars"),
    (250, Iqd, "مئتان وخمسون ديناراً", "دوو سەد و پەنجا دینار", "two hundred fifty Iraqi dinars"),
    (300, Iqd, "ثلاثمئة دينار", "سێ سەد دینار", "three hundred Iraqi dinars"),
    (400, Iqd, "أربعمئة دينار", "چوار سەد دینار", "four hundred Iraqi dinars"),
    (500, Iqd, "خمسمئة دينار", "پێنج سەد دینار", "five hundred Iraqi dinars"),
    (600, Iqd, "ستمئة دينار", "شەش سەد دینار", "six hundred Iraqi dinars"),
    (700, Iqd, "سبعمئة دينار", "حەوت سەد دینار", "seven hundred Iraqi dinars"),
    (800, Iqd, "ثمانمئة دينار", "هەشت سەد دینار", "eight hundred Iraqi dinars"),
    (900, Iqd, "تسعمئة دينار", "نۆ سەد دینار", "nine hundred Iraqi dinars"),
    (999, Iqd, "تسعمئة وتسعة وتسعون ديناراً", "نۆ سەد و نەوەد و نۆ دینار", "nine hundred ninety-nine Iraqi dinars"),
    (1_000, Iqd, "ألف دينار", "هەزار دینار", "one thousand Iraqi dinars"),
    (1_001, Iqd, "ألف دينار ودينار", "هەزار و یەک دینار", "one thousand one Iraqi dinars"),
    (1_002, Iqd, "ألف دينار وديناران", "هەزار و دوو دینار", "one thousand two Iraqi dinars"),
    (1_003, Iqd, "ألف وثلاثة دنانير", "هەزار و سێ دینار", "one thousand three Iraqi dinars"),
    (1_010, Iqd, "ألف وعشرة دنانير", "هەزار و دە دینار", "one thousand ten Iraqi dinars"),
    (1_011, Iqd, "ألف وأحد عشر ديناراً", "هەزار و یازدە دینار", "one thousand eleven Iraqi dinars"),
    (1_100, Iqd, "ألف ومئة دينار", "هەزار و سەد دینار", "one thousand one hundred Iraqi dinars"),
    (1_250, Iqd, "ألف ومئتان وخمسون ديناراً", "هەزار و دوو سەد و پەنجا دینار", "one thousand two hundred fifty Iraqi dinars"),
    (1_500, Iqd, "ألف وخمسمئة دينار", "هەزار و پێنج سەد دینار", "one thousand five hundred Iraqi dinars"),
    (2_000, Iqd, "ألفا دينار", "دوو هەزار دینار", "two thousand Iraqi dinars"),
    (2_001, Iqd, "ألفا دينار ودينار", "دوو هەزار و یەک دینار", "two thousand one Iraqi dinars"),
    (2_500, Iqd, "ألفان وخمسمئة دينار", "دوو هەزار و پێنج سەد دینار", "two thousand five hundred Iraqi dinars"),
    (3_000, Iqd, "ثلاثة آلاف دينار", "سێ هەزار دینار", "three thousand Iraqi dinars"),
    (5_000, Iqd, "خمسة آلاف دينار", "پێنج هەزار دینار", "five thousand Iraqi dinars"),
    (10_000, Iqd, "عشرة آلاف دينار", "دە هەزار دینار", "ten thousand Iraqi dinars"),
    (11_000, Iqd, "أحد عشر ألف دينار", "یازدە هەزار دینار", "eleven thousand Iraqi dinars"),
    (12_000, Iqd, "اثنا عشر ألف دينار", "دوازدە هەزار دینار", "twelve thousand Iraqi dinars"),
    (15_000, Iqd, "خمسة عشر ألف دينار", "پازدە هەزار دینار", "fifteen thousand Iraqi dinars"),
    (20_000, Iqd, "عشرون ألف دينار", "بیست هەزار دینار", "twenty thousand Iraqi dinars"),
    (21_000, Iqd, "واحد وعشرون ألف دينار", "بیست و یەک هەزار دینار", "twenty-one thousand Iraqi dinars"),
    (25_000, Iqd, "خمسة وعشرون ألف دينار", "بیست و پێنج هەزار دینار", "twenty-five thousand Iraqi dinars"),
    (50_000, Iqd, "خمسون ألف دينار", "پەنجا هەزار دینار", "fifty thousand Iraqi dinars"),
    (75_000, Iqd, "خمسة وسبعون ألف دينار", "حەفتا و پێنج هەزار دینار", "seventy-five thousand Iraqi dinars"),
    (99_000, Iqd, "تسعة وتسعون ألف دينار", "نەوەد و نۆ هەزار دینار", "ninety-nine thousand Iraqi dinars"),
    (100_000, Iqd, "مئة ألف دينار", "سەد هەزار دینار", "one hundred thousand Iraqi dinars"),
    (100_001, Iqd, "مئة ألف دينار ودينار", "سەد هەزار و یەک دینار", "one hundred thousand one Iraqi dinars"),
    (101_000, Iqd, "مئة ألف وألف دينار", "سەد و یەک هەزار دینار", "one hundred one thousand Iraqi dinars"),
    (102_000, Iqd, "مئة ألف وألفا دينار", "سەد و دوو هەزار دینار", "one hundred two thousand Iraqi dinars"),
    (102_500, Iqd, "مئة ألف وألفان وخمسمئة دينار", "سەد و دوو هەزار و پێنج سەد دینار", "one hundred two thousand five hundred Iraqi dinars"),
    (110_000, Iqd, "مئة وعشرة آلاف دينار", "سەد و دە هەزار دینار", "one hundred ten thousand Iraqi dinars"),
    (150_000, Iqd, "مئة وخمسون ألف دينار", "سەد و پەنجا هەزار دینار", "one hundred fifty thousand Iraqi dinars"),
    (200_000, Iqd, "مئتا ألف دينار", "دوو سەد هەزار دینار", "two hundred thousand Iraqi dinars"),
    (250_000, Iqd, "مئتان وخمسون ألف دينار", "دوو سەد و پەنجا هەزار دینار", "two hundred fifty thousand Iraqi dinars"),
    (300_000, Iqd, "ثلاثمئة ألف دينار", "سێ سەد هەزار دینار", "three hundred thousand Iraqi dinars"),
    (500_000, Iqd, "خمسمئة ألف دينار", "پێنج سەد هەزار دینار", "five hundred thousand Iraqi dinars"),
    (999_999, Iqd, "تسعمئة وتسعة وتسعون ألفاً وتسعمئة وتسعة وتسعون ديناراً", "نۆ سەد و نەوەد و نۆ هەزار و نۆ سەد و نەوەد و نۆ دینار", "nine hundred ninety-nine thousand nine hundred ninety-nine Iraqi dinars"),
    (1_000_000, Iqd, "مليون دينار", "یەک ملیۆن دینار", "one million Iraqi dinars"),
    (1_000_001, Iqd, "مليون دينار ودينار", "یەک ملیۆن و یەک دینار", "one million one Iraqi dinars"),
    (1_000_002, Iqd, "مليون دينار وديناران", "یەک ملیۆن و دوو دینار", "one million two Iraqi dinars"),
    (1_500_000, Iqd, "مليون وخمسمئة ألف دينار", "یەک ملیۆن و پێنج سەد هەزار دینار", "one million five hundred thousand Iraqi dinars"),
    (2_000_000, Iqd, "مليونا دينار", "دوو ملیۆن دینار", "two million Iraqi dinars"),
    (2_500_000, Iqd, "مليونان وخمسمئة ألف دينار", "دوو ملیۆن و پێنج سەد هەزار دینار", "two million five hundred thousand Iraqi dinars"),
    (3_000_000, Iqd, "ثلاثة ملايين دينار", "سێ ملیۆن دینار", "three million Iraqi dinars"),
    (5_000_000, Iqd, "خمسة ملايين دينار", "پێنج ملیۆن دینار", "five million Iraqi dinars"),
    (10_000_000, Iqd, "عشرة ملايين دينار", "دە ملیۆن دینار", "ten million Iraqi dinars"),
    (11_000_000, Iqd, "أحد عشر مليون دينار", "یازدە ملیۆن دینار", "eleven million Iraqi dinars"),
    (25_000_000, Iqd, "خمسة وعشرون مليون دينار", "بیست و پێنج ملیۆن دینار", "twenty-five million Iraqi dinars"),
    (100_000_000, Iqd, "مئة مليون دينار", "سەد ملیۆن دینار", "one hundred million Iraqi dinars"),
    (12_345_678, Iqd, "اثنا عشر مليوناً وثلاثمئة وخمسة وأربعون ألفاً وستمئة وثمانية وسبعون ديناراً", "دوازدە ملیۆن و سێ سەد و چل و پێنج هەزار و شەش سەد و حەفتا و هەشت دینار", "twelve million three hundred forty-five thousand six hundred seventy-eight Iraqi dinars"),
    (1_000_000_000, Iqd, "مليار دينار", "یەک ملیار دینار", "one billion Iraqi dinars"),
    (2_000_000_000, Iqd, "مليارا دينار", "دوو ملیار دینار", "two billion Iraqi dinars"),
    (3_000_000_000, Iqd, "ثلاثة مليارات دينار", "سێ ملیار دینار", "three billion Iraqi dinars"),
    (999_999_999_999, Iqd, "تسعمئة وتسعة وتسعون ملياراً وتسعمئة وتسعة وتسعون مليوناً وتسعمئة وتسعة وتسعون ألفاً وتسعمئة وتسعة وتسعون ديناراً", "نۆ سەد و نەوەد و نۆ ملیار و نۆ سەد و نەوەد و نۆ ملیۆن و نۆ سەد و نەوەد و نۆ هەزار و نۆ سەد و نەوەد و نۆ دینار", "nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine Iraqi dinars"),
    (1_000_000_000_000, Iqd, "تريليون دينار", "یەک تریلیۆن دینار", "one trillion Iraqi dinars"),
    (0, Usd, "صفر دولار", "سفر دۆلار", "zero US dollars"),
    (1, Usd, "سنت واحد", "یەک سەنت", "one cent"),
    (2, Usd, "سنتان", "دوو سەنت", "two cents"),
    (5, Usd, "خمسة سنتات", "پێنج سەنت", "five cents"),
    (50, Usd, "خمسون سنتاً", "پەنجا سەنت", "fifty cents"),
    (99, Usd, "تسعة وتسعون سنتاً", "نەوەد و نۆ سەنت", "ninety-nine cents"),
    (100, Usd, "دولار واحد", "یەک دۆلار", "one US dollar"),
    (101, Usd, "دولار واحد وسنت واحد", "یەک دۆلار و یەک سەنت", "one US dollar and one cent"),
    (150, Usd, "دولار واحد وخمسون سنتاً", "یەک دۆلار و پەنجا سەنت", "one US dollar and fifty cents"),
    (200, Usd, "دولاران", "دوو دۆلار", "two US dollars"),
    (250, Usd, "دولاران وخمسون سنتاً", "دوو دۆلار و پەنجا سەنت", "two US dollars and fifty cents"),
    (1_000, Usd, "عشرة دولارات", "دە دۆلار", "ten US dollars"),
    (1_050, Usd, "عشرة دولارات وخمسون سنتاً", "دە دۆلار و پەنجا سەنت", "ten US dollars and fifty cents"),
    (1_103, Usd, "أحد عشر دولاراً وثلاثة سنتات", "یازدە دۆلار و سێ سەنت", "eleven US dollars and three cents"),
    (2_599, Usd, "خمسة وعشرون دولاراً وتسعة وتسعون سنتاً", "بیست و پێنج دۆلار و نەوەد و نۆ سەنت", "twenty-five US dollars and ninety-nine cents"),
    (10_000, Usd, "مئة دولار", "سەد دۆلار", "one hundred US dollars"),
    (10_101, Usd, "مئة دولار ودولار وسنت واحد", "سەد و یەک دۆلار و یەک سەنت", "one hundred one US dollars and one cent"),
    (100_000, Usd, "ألف دولار", "هەزار دۆلار", "one thousand US dollars"),
    (300_000, Usd, "ثلاثة آلاف دولار", "سێ هەزار دۆلار", "three thousand US dollars"),
    (1_234_567, Usd, "اثنا عشر ألفاً وثلاثمئة وخمسة وأربعون دولاراً وسبعة وستون سنتاً", "دوازدە هەزار و سێ سەد و چل و پێنج دۆلار و شەست و حەوت سەنت", "twelve thousand three hundred forty-five US dollars and sixty-seven cents"),
    (999_999_999_999, Usd, "تسعة مليارات وتسعمئة وتسعة وتسعون مليوناً وتسعمئة وتسعة وتسعون ألفاً وتسعمئة وتسعة وتسعون دولاراً وتسعة وتسعون سنتاً", "نۆ ملیار و نۆ سەد و نەوەد و نۆ ملیۆن و نۆ سەد و نەوەد و نۆ هەزار و نۆ سەد و نەوەد و نۆ دۆلار و نەوەد و نۆ سەنت", "nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine US dollars and ninety-nine cents"),
    // more rows by the same rules (issue 80 asks for 200 a language)
    (24, Iqd, "أربعة وعشرون ديناراً", "بیست و چوار دینار", "twenty-four Iraqi dinars"),
    (31, Iqd, "واحد وثلاثون ديناراً", "سی و یەک دینار", "thirty-one Iraqi dinars"),
    (32, Iqd, "اثنان وثلاثون ديناراً", "سی و دوو دینار", "thirty-two Iraqi dinars"),
    (47, Iqd, "سبعة وأربعون ديناراً", "چل و حەوت دینار", "forty-seven Iraqi dinars"),
    (58, Iqd, "ثمانية وخمسون ديناراً", "پەنجا و هەشت دینار", "fifty-eight Iraqi dinars"),
    (66, Iqd, "ستة وستون ديناراً", "شەست و شەش دینار", "sixty-six Iraqi dinars"),
    (73, Iqd, "ثلاثة وسبعون ديناراً", "حەفتا و سێ دینار", "seventy-three Iraqi dinars"),
    (81, Iqd, "واحد وثمانون ديناراً", "هەشتا و یەک دینار", "eighty-one Iraqi dinars"),
    (92, Iqd, "اثنان وتسعون ديناراً", "نەوەد و دوو دینار", "ninety-two Iraqi dinars"),
    (104, Iqd, "مئة وأربعة دنانير", "سەد و چوار دینار", "one hundred four Iraqi dinars"),
    (112, Iqd, "مئة واثنا عشر ديناراً", "سەد و دوازدە دینار", "one hundred twelve Iraqi dinars"),
    (120, Iqd, "مئة وعشرون ديناراً", "سەد و بیست دینار", "one hundred twenty Iraqi dinars"),
    (125, Iqd, "مئة وخمسة وعشرون ديناراً", "سەد و بیست و پێنج دینار", "one hundred twenty-five Iraqi dinars"),
    (199, Iqd, "مئة وتسعة وتسعون ديناراً", "سەد و نەوەد و نۆ دینار", "one hundred ninety-nine Iraqi dinars"),
    (202, Iqd, "مئتا دينار وديناران", "دوو سەد و دوو دینار", "two hundred two Iraqi dinars"),
    (203, Iqd, "مئتان وثلاثة دنانير", "دوو سەد و سێ دینار", "two hundred three Iraqi dinars"),
    (310, Iqd, "ثلاثمئة وعشرة دنانير", "سێ سەد و دە دینار", "three hundred ten Iraqi dinars"),
    (333, Iqd, "ثلاثمئة وثلاثة وثلاثون ديناراً", "سێ سەد و سی و سێ دینار", "three hundred thirty-three Iraqi dinars"),
    (450, Iqd, "أربعمئة وخمسون ديناراً", "چوار سەد و پەنجا دینار", "four hundred fifty Iraqi dinars"),
    (505, Iqd, "خمسمئة وخمسة دنانير", "پێنج سەد و پێنج دینار", "five hundred five Iraqi dinars"),
    (611, Iqd, "ستمئة وأحد عشر ديناراً", "شەش سەد و یازدە دینار", "six hundred eleven Iraqi dinars"),
    (750, Iqd, "سبعمئة وخمسون ديناراً", "حەوت سەد و پەنجا دینار", "seven hundred fifty Iraqi dinars"),
    (808, Iqd, "ثمانمئة وثمانية دنانير", "هەشت سەد و هەشت دینار", "eight hundred eight Iraqi dinars"),
    (990, Iqd, "تسعمئة وتسعون ديناراً", "نۆ سەد و نەوەد دینار", "nine hundred ninety Iraqi dinars"),
    (1_005, Iqd, "ألف وخمسة دنانير", "هەزار و پێنج دینار", "one thousand five Iraqi dinars"),
    (1_020, Iqd, "ألف وعشرون ديناراً", "هەزار و بیست دینار", "one thousand twenty Iraqi dinars"),
    (1_200, Iqd, "ألف ومئتا دينار", "هەزار و دوو سەد دینار", "one thousand two hundred Iraqi dinars"),
    (1_999, Iqd, "ألف وتسعمئة وتسعة وتسعون ديناراً", "هەزار و نۆ سەد و نەوەد و نۆ دینار", "one thousand nine hundred ninety-nine Iraqi dinars"),
    (2_002, Iqd, "ألفا دينار وديناران", "دوو هەزار و دوو دینار", "two thousand two Iraqi dinars"),
    (2_003, Iqd, "ألفان وثلاثة دنانير", "دوو هەزار و سێ دینار", "two thousand three Iraqi dinars"),
    (3_500, Iqd, "ثلاثة آلاف وخمسمئة دينار", "سێ هەزار و پێنج سەد دینار", "three thousand five hundred Iraqi dinars"),
    (4_000, Iqd, "أربعة آلاف دينار", "چوار هەزار دینار", "four thousand Iraqi dinars"),
    (4_250, Iqd, "أربعة آلاف ومئتان وخمسون ديناراً", "چوار هەزار و دوو سەد و پەنجا دینار", "four thousand two hundred fifty Iraqi dinars"),
    (6_000, Iqd, "ستة آلاف دينار", "شەش هەزار دینار", "six thousand Iraqi dinars"),
    (7_000, Iqd, "سبعة آلاف دينار", "حەوت هەزار دینار", "seven thousand Iraqi dinars"),
    (8_000, Iqd, "ثمانية آلاف دينار", "هەشت هەزار دینار", "eight thousand Iraqi dinars"),
    (9_000, Iqd, "تسعة آلاف دينار", "نۆ هەزار دینار", "nine thousand Iraqi dinars"),
    (9_999, Iqd, "تسعة آلاف وتسعمئة وتسعة وتسعون ديناراً", "نۆ هەزار و نۆ سەد و نەوەد و نۆ دینار", "nine thousand nine hundred ninety-nine Iraqi dinars"),
    (10_500, Iqd, "عشرة آلاف وخمسمئة دينار", "دە هەزار و پێنج سەد دینار", "ten thousand five hundred Iraqi dinars"),
    (12_500, Iqd, "اثنا عشر ألفاً وخمسمئة دينار", "دوازدە هەزار و پێنج سەد دینار", "twelve thousand five hundred Iraqi dinars"),
    (13_000, Iqd, "ثلاثة عشر ألف دينار", "سێزدە هەزار دینار", "thirteen thousand Iraqi dinars"),
    (19_000, Iqd, "تسعة عشر ألف دينار", "نۆزدە هەزار دینار", "nineteen thousand Iraqi dinars"),
    (30_000, Iqd, "ثلاثون ألف دينار", "سی هەزار دینار", "thirty thousand Iraqi dinars"),
    (40_000, Iqd, "أربعون ألف دينار", "چل هەزار دینار", "forty thousand Iraqi dinars"),
    (45_500, Iqd, "خمسة وأربعون ألفاً وخمسمئة دينار", "چل و پێنج هەزار و پێنج سەد دینار", "forty-five thousand five hundred Iraqi dinars"),
    (60_000, Iqd, "ستون ألف دينار", "شەست هەزار دینار", "sixty thousand Iraqi dinars"),
    (70_000, Iqd, "سبعون ألف دينار", "حەفتا هەزار دینار", "seventy thousand Iraqi dinars"),
    (80_000, Iqd, "ثمانون ألف دينار", "هەشتا هەزار دینار", "eighty thousand Iraqi dinars"),
    (90_000, Iqd, "تسعون ألف دينار", "نەوەد هەزار دینار", "ninety thousand Iraqi dinars"),
    (120_000, Iqd, "مئة وعشرون ألف دينار", "سەد و بیست هەزار دینار", "one hundred twenty thousand Iraqi dinars"),
    (125_000, Iqd, "مئة وخمسة وعشرون ألف دينار", "سەد و بیست و پێنج هەزار دینار", "one hundred twenty-five thousand Iraqi dinars"),
    (400_000, Iqd, "أربعمئة ألف دينار", "چوار سەد هەزار دینار", "four hundred thousand Iraqi dinars"),
    (600_000, Iqd, "ستمئة ألف دينار", "شەش سەد هەزار دینار", "six hundred thousand Iraqi dinars"),
    (700_000, Iqd, "سبعمئة ألف دينار", "حەوت سەد هەزار دینار", "seven hundred thousand Iraqi dinars"),
    (800_000, Iqd, "ثمانمئة ألف دينار", "هەشت سەد هەزار دینار", "eight hundred thousand Iraqi dinars"),
    (900_000, Iqd, "تسعمئة ألف دينار", "نۆ سەد هەزار دینار", "nine hundred thousand Iraqi dinars"),
    (4_000_000, Iqd, "أربعة ملايين دينار", "چوار ملیۆن دینار", "four million Iraqi dinars"),
    (7_000_000, Iqd, "سبعة ملايين دينار", "حەوت ملیۆن دینار", "seven million Iraqi dinars"),
    (20_000_000, Iqd, "عشرون مليون دينار", "بیست ملیۆن دینار", "twenty million Iraqi dinars"),
    (50_000_000, Iqd, "خمسون مليون دينار", "پەنجا ملیۆن دینار", "fifty million Iraqi dinars"),
    (200_000_000, Iqd, "مئتا مليون دينار", "دوو سەد ملیۆن دینار", "two hundred million Iraqi dinars"),
    (500_000_000, Iqd, "خمسمئة مليون دينار", "پێنج سەد ملیۆن دینار", "five hundred million Iraqi dinars"),
    (5_000_000_000, Iqd, "خمسة مليارات دينار", "پێنج ملیار دینار", "five billion Iraqi dinars"),
    (10_000_000_000, Iqd, "عشرة مليارات دينار", "دە ملیار دینار", "ten billion Iraqi dinars"),
    (11_000_000_000, Iqd, "أحد عشر مليار دينار", "یازدە ملیار دینار", "eleven billion Iraqi dinars"),
    (100_000_000_000, Iqd, "مئة مليار دينار", "سەد ملیار دینار", "one hundred billion Iraqi dinars"),
    (3, Usd, "ثلاثة سنتات", "سێ سەنت", "three cents"),
    (10, Usd, "عشرة سنتات", "دە سەنت", "ten cents"),
    (11, Usd, "أحد عشر سنتاً", "یازدە سەنت", "eleven cents"),
    (25, Usd, "خمسة وعشرون سنتاً", "بیست و پێنج سەنت", "twenty-five cents"),
    (110, Usd, "دولار واحد وعشرة سنتات", "یەک دۆلار و دە سەنت", "one US dollar and ten cents"),
    (300, Usd, "ثلاثة دولارات", "سێ دۆلار", "three US dollars"),
    (301, Usd, "ثلاثة دولارات وسنت واحد", "سێ دۆلار و یەک سەنت", "three US dollars and one cent"),
    (302, Usd, "ثلاثة دولارات وسنتان", "سێ دۆلار و دوو سەنت", "three US dollars and two cents"),
    (500, Usd, "خمسة دولارات", "پێنج دۆلار", "five US dollars"),
    (1_100, Usd, "أحد عشر دولاراً", "یازدە دۆلار", "eleven US dollars"),
    (1_299, Usd, "اثنا عشر دولاراً وتسعة وتسعون سنتاً", "دوازدە دۆلار و نەوەد و نۆ سەنت", "twelve US dollars and ninety-nine cents"),
    (2_000, Usd, "عشرون دولاراً", "بیست دۆلار", "twenty US dollars"),
    (5_000, Usd, "خمسون دولاراً", "پەنجا دۆلار", "fifty US dollars"),
    (10_050, Usd, "مئة دولار وخمسون سنتاً", "سەد دۆلار و پەنجا سەنت", "one hundred US dollars and fifty cents"),
    (20_000, Usd, "مئتا دولار", "دوو سەد دۆلار", "two hundred US dollars"),
    (50_000, Usd, "خمسمئة دولار", "پێنج سەد دۆلار", "five hundred US dollars"),
    (150_000, Usd, "ألف وخمسمئة دولار", "هەزار و پێنج سەد دۆلار", "one thousand five hundred US dollars"),
    (200_000, Usd, "ألفا دولار", "دوو هەزار دۆلار", "two thousand US dollars"),
    (1_000_000, Usd, "عشرة آلاف دولار", "دە هەزار دۆلار", "ten thousand US dollars"),
    (100_000_000, Usd, "مليون دولار", "یەک ملیۆن دۆلار", "one million US dollars"),
];

#[test]
fn the_tables_hold_at_least_two_hundred_amounts_in_each_language() {
    assert!(TABLE.len() >= 200, "{} rows", TABLE.len());
}

type Row = (u64, Currency, &'static str, &'static str, &'static str);

fn check(language: Language, pick: fn(&Row) -> &'static str) {
    let wrong: Vec<String> = TABLE
        .iter()
        .filter_map(|row| {
            let got = amount(row.0, row.1, language).unwrap();
            (got != pick(row)).then(|| {
                format!(
                    "{} {:?}: got «{got}», the table «{}»",
                    row.0,
                    row.1,
                    pick(row)
                )
            })
        })
        .collect();
    assert!(wrong.is_empty(), "{language:?}:\n{}", wrong.join("\n"));
}

#[test]
fn arabic_follows_the_grammar_table() {
    check(Language::Arabic, |r| r.2);
}

#[test]
fn kurdish_follows_the_grammar_table() {
    check(Language::Kurdish, |r| r.3);
}

#[test]
fn english_follows_the_grammar_table() {
    check(Language::English, |r| r.4);
}

#[test]
fn bare_numbers_count_nothing() {
    for (n, ar, ku, en) in [
        (0, "صفر", "سفر", "zero"),
        (2, "اثنان", "دوو", "two"),
        (200, "مئتان", "دوو سەد", "two hundred"),
        (1_001, "ألف وواحد", "هەزار و یەک", "one thousand one"),
        (2_000, "ألفان", "دوو هەزار", "two thousand"),
        (11_000, "أحد عشر ألفاً", "یازدە هەزار", "eleven thousand"),
        (200_000, "مئتا ألف", "دوو سەد هەزار", "two hundred thousand"),
        (2_000_000, "مليونان", "دوو ملیۆن", "two million"),
    ] {
        assert_eq!(cardinal(n, Language::Arabic).unwrap(), ar);
        assert_eq!(cardinal(n, Language::Kurdish).unwrap(), ku);
        assert_eq!(cardinal(n, Language::English).unwrap(), en);
    }
}

#[test]
fn beyond_the_largest_amount_nothing_is_written() {
    for language in Language::ALL {
        assert!(amount(MAX_MINOR, Iqd, language).is_some());
        assert!(amount(MAX_MINOR + 1, Iqd, language).is_none());
        assert!(cardinal(MAX_MINOR + 1, language).is_none());
    }
}
