/* Demo learning content (courses, teacher training, hubs, challenges, comprehension quizzes, impact films) seeded by worker/db/seed/demo-learning.ts. Plain data. */

export interface DemoQuizQuestion {
  /** Stable id within the lesson, e.g. "q1". */
  id: string;
  prompt: string;
  kind: "choice" | "short";
  /** kind "choice": 3 or 4 options and the index of the right one. */
  options?: string[];
  answer?: number;
  /** Shown after submitting: why the answer is right (choice), or what a good answer mentions (short). */
  explanation: string;
}

export interface DemoLesson {
  slug: string;
  title: string;
  summary: string;
  minutes: number;
  /** Paragraphs of the lesson's text block. Plain text; may use <strong> sparingly. 3–5 paragraphs. */
  paragraphs: string[];
  /** true on at most one lesson per course: that lesson shows the demo video clip (an animated globe, 6 seconds, no speech). */
  video?: boolean;
  /** A short transcript/description of the video for that lesson (required when video is true). */
  video_transcript?: string;
  /** A quiz at the end: 2–4 questions. Put a quiz on the last lesson of every chapter. Use "short" questions only in teacher-training courses and at most one per course elsewhere. */
  quiz?: DemoQuizQuestion[];
  /** A note only teachers see: how to run this lesson in class (1–2 sentences). Give one to roughly half the lessons. */
  teacher_note?: string;
}

export interface DemoChapter {
  slug: string;
  title: string;
  lessons: DemoLesson[];
}

export interface DemoCourse {
  id: string;
  slug: string;
  kind: "course" | "teacher_training";
  title: string;
  /** One sentence shown on cards. */
  intro: string;
  /** 2–3 paragraphs separated by \n\n. */
  description: string;
  subject: "Science" | "Geography" | "English" | "Citizenship" | "Maths" | "Teaching practice";
  age_min: number;
  age_max: number;
  sdgs: number[];
  /** The catalogue item that sells it, or null when free. */
  catalog_item_id: string | null;
  chapters: DemoChapter[];
}

export interface DemoHub {
  slug: string;
  title: string;
  summary: string;
  sdgs: number[];
  /** Lessons drawn from the courses above, as "courseSlug/chapterSlug/lessonSlug", 4–6 each. */
  lessons: string[];
}

export interface DemoChallenge {
  slug: string;
  title: string;
  /** The one goal it is tied to. */
  sdg: number;
  /** 2 paragraphs separated by \n\n. */
  brief: string;
  /** 3 writing or making prompts. */
  prompts: string[];
  /** Days from today until the deadline; negative for a past challenge. */
  deadline_in_days: number;
  submission: "text" | "image" | "file";
}

export interface DemoComprehension {
  slug: string;
  /** A seeded library book (see the list in the task). */
  book_id: string;
  title: string;
  summary: string;
  questions: DemoQuizQuestion[];
}

export interface DemoImpactFilm {
  slug: string;
  title: string;
  summary: string;
  /** Caption cues for the 6-second clip: 2–3 cues, each { start, end, text } in seconds. */
  captions: { start: number; end: number; text: string }[];
  sdgs: number[];
  /** Seeded charity projects it is about (ids from the list in the task). */
  project_ids: string[];
}

export const DEMO_COURSES: DemoCourse[] = [
  // ─────────────────────────────────────────────────────────────────────────────
  {
    id: "crs_demo_this_is_course",
    slug: "this-is-course",
    kind: "course",
    title: "This Is Our World: An Introduction to the Global Goals",
    intro: "Meet the 17 Global Goals and find out how children everywhere can help reach them.",
    description:
      "In 2015 the member states of the United Nations agreed 17 Global Goals to make the world fairer, healthier and kinder to the planet by 2030. This course explains what the goals are, why they matter and how they connect to one another.\n\nEach lesson is short, with something to talk about and a question to think about at home. By the end, your class will have made a pledge to work on one goal together.",
    subject: "Citizenship",
    age_min: 7,
    age_max: 11,
    sdgs: [1, 4, 6, 13, 17],
    catalog_item_id: null,
    chapters: [
      {
        slug: "what-are-the-goals",
        title: "What are the Global Goals?",
        lessons: [
          {
            slug: "seventeen-goals-one-world",
            title: "Seventeen goals, one world",
            summary: "Why the countries of the world agreed a shared to-do list.",
            minutes: 10,
            video: true,
            video_transcript:
              "A blue and green globe turns slowly against a dark night sky. Oceans and land drift past as the whole Earth spins. There is no speech: just one world, home to all of us.",
            paragraphs: [
              "Imagine the whole world writing one to-do list together. In September 2015, all 193 member states of the United Nations did exactly that.",
              "They agreed 17 <strong>Global Goals</strong>, also called the Sustainable Development Goals or SDGs. Together they describe a world where nobody is poor or hungry, everyone can learn and stay healthy, and the planet is looked after.",
              "Each goal has a number, a name and its own colour. Goal 4 is Quality Education, Goal 6 is Clean Water and Sanitation and Goal 13 is Climate Action.",
              "The goals are meant to be reached by 2030, which is not very far away. That is why everyone is needed: governments, businesses, schools and children too.",
            ],
            teacher_note: "Show the globe clip twice, then ask pairs to guess what might be on the world's to-do list before revealing the 17 goals.",
          },
          {
            slug: "people-planet-peace",
            title: "People, planet, peace and more",
            summary: "Sorting the goals into five big themes.",
            minutes: 12,
            paragraphs: [
              "Seventeen goals is a lot to remember, so the United Nations groups them into five big themes. They are often called the five Ps: <strong>people, planet, prosperity, peace and partnership</strong>.",
              "The people goals include No Poverty, Zero Hunger, Good Health and Quality Education. The planet goals include Climate Action, Life Below Water and Life on Land.",
              "Prosperity means everyone having a fair chance of good work and a decent life, like Goal 8, Decent Work and Economic Growth. Peace is Goal 16, and partnership is Goal 17, which is all about working together.",
              "Many goals belong to more than one theme. Clean water keeps people healthy and keeps rivers full of life, which is why the goals are often drawn as one connected wheel.",
            ],
          },
          {
            slug: "goals-in-our-school",
            title: "Spotting the goals in our school",
            summary: "Finding the goals in the places we already know.",
            minutes: 10,
            paragraphs: [
              "The goals are not only about faraway places. You can find them in your own school, every single day.",
              "School dinners connect to Goal 2, Zero Hunger, and the recycling bins connect to Goal 12, Responsible Consumption and Production. The library and your lessons connect to Goal 4, Quality Education.",
              "The taps and toilets connect to Goal 6, and the lights and heating connect to Goal 7, Affordable and Clean Energy. Even a friendly playground where everyone is included connects to Goal 16, which is about peace.",
              "Walk around your school and see how many goals you can spot. Which goal do you think your school does best, and which could it do better?",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "How many Global Goals are there?", options: ["Seven", "Twelve", "Seventeen", "Twenty"], answer: 2, explanation: "There are 17 Sustainable Development Goals, each with its own number, name and colour." },
              { id: "q2", kind: "choice", prompt: "By which year are the goals meant to be reached?", options: ["2020", "2030", "2050"], answer: 1, explanation: "The goals were agreed in 2015, to be reached by 2030." },
              { id: "q3", kind: "choice", prompt: "Which goal is about schools and learning?", options: ["Goal 4: Quality Education", "Goal 14: Life Below Water", "Goal 7: Affordable and Clean Energy"], answer: 0, explanation: "Goal 4 is Quality Education: every child learning in a good school." },
            ],
            teacher_note: "Give each group a simple map of the school and ask them to stick a coloured dot wherever they spot a goal, then compare maps.",
          },
        ],
      },
      {
        slug: "water-food-and-health",
        title: "Water, food and health",
        lessons: [
          {
            slug: "the-journey-of-water",
            title: "The journey of water",
            summary: "Why clean water from a tap is something to treasure.",
            minutes: 12,
            paragraphs: [
              "When you turn on the tap, clean water comes out. Yet more than two billion people around the world still do not have safe drinking water at home.",
              "In some places, children walk a long way every day to collect water, carrying heavy containers home. That is time they could spend at school or playing with friends.",
              "Dirty water can carry germs that make people very ill. Young children are often hurt most, because their bodies are still growing.",
              "Goal 6, Clean Water and Sanitation, is about making sure everyone has safe water to drink and a clean toilet to use.",
            ],
            teacher_note: "Let children take turns carrying a full 5-litre water container across the hall, then ask how it would feel to carry it a long way twice a day.",
          },
          {
            slug: "enough-food-for-everyone",
            title: "Enough food for everyone",
            summary: "Why some people go hungry when the world grows enough food.",
            minutes: 10,
            paragraphs: [
              "The world grows enough food to feed everyone, yet hundreds of millions of people still go hungry. Goal 2, Zero Hunger, wants to change that.",
              "Around a third of all the food grown in the world is lost or wasted. Some is left on plates, some is thrown away by shops and some spoils before it is ever sold.",
              "Farmers need good soil, enough water and fair prices so they can keep growing food for their families and their towns. Many of the world's farmers work on small family farms.",
              "Using food carefully is something everyone can do. Take what you will eat, and save leftovers for later.",
            ],
          },
          {
            slug: "healthy-lives",
            title: "Healthy lives",
            summary: "What helps people stay healthy in body and mind.",
            minutes: 10,
            paragraphs: [
              "Goal 3 is Good Health and Well-being. It is about everyone being able to see a nurse or doctor, get the medicines they need and feel well in body and mind.",
              "Simple things make a big difference: clean water, washing hands with soap, healthy food, exercise and enough sleep.",
              "Well-being also means looking after our feelings. Everyone feels worried sometimes, and talking to someone we trust really helps.",
              "Health connects to many other goals. Clean water (Goal 6) and enough food (Goal 2) both help people stay healthy.",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "Which goal is about clean water and toilets?", options: ["Goal 2", "Goal 6", "Goal 11"], answer: 1, explanation: "Goal 6 is Clean Water and Sanitation." },
              { id: "q2", kind: "choice", prompt: "What is one way to help reach Zero Hunger?", options: ["Throwing away food we do not like", "Wasting less food", "Buying more than we need"], answer: 1, explanation: "Wasting less food means more of what is grown ends up feeding people." },
              { id: "q3", kind: "choice", prompt: "Which simple habit helps stop germs spreading?", options: ["Washing hands with soap", "Sharing drinks bottles", "Skipping breakfast"], answer: 0, explanation: "Soap and water wash germs off our hands before they can make us ill." },
            ],
            teacher_note: "Sprinkle a little glitter on one child's hands as pretend germs, show how far it spreads after a few handshakes, then wash it off with soap and water.",
          },
        ],
      },
      {
        slug: "taking-action",
        title: "Taking action together",
        lessons: [
          {
            slug: "small-steps-big-change",
            title: "Small steps, big change",
            summary: "How small actions add up when lots of people take them.",
            minutes: 10,
            paragraphs: [
              "One person switching off a light does not save much energy. But if everyone in your school does it every day, it adds up to a lot.",
              "The same is true for picking up litter, saving water or being kind to someone new. Small steps, repeated by many people, make big changes.",
              "In one class, Maya noticed the lights were left on every playtime. She made a 'Switch me off!' sign, and soon the whole corridor was doing it.",
              "Think of one small step you could take this week. Write it down and tell a friend so they can remind you.",
            ],
          },
          {
            slug: "partners-for-the-goals",
            title: "Partners for the goals",
            summary: "Why Goal 17 is about working together.",
            minutes: 10,
            paragraphs: [
              "Goal 17 is Partnerships for the Goals. It reminds us that nobody can reach the goals alone.",
              "Schools can partner with other schools, charities and families. A school in one country might share letters, stories and ideas with a school in another.",
              "Charities often work with local communities to build wells, fill libraries or plant trees. The people who live there know best what their town needs.",
              "When people share ideas, money and time, they can do much more than they could on their own.",
            ],
            teacher_note: "If your school has a partner school or supports a charity, show a photo and talk about what each side gives and what each side receives.",
          },
          {
            slug: "our-class-pledge",
            title: "Our class pledge",
            summary: "Choosing one goal for our class to work on.",
            minutes: 15,
            paragraphs: [
              "Now it is your turn. As a class, choose the one goal you care about most.",
              "Make a pledge: a promise about what you will do. For example, 'We will put every piece of paper in the recycling bin' or 'We will read to younger children every Friday'.",
              "A good pledge is something you can really do and can check. Decide how you will know whether you have kept it.",
              "Put your pledge on the wall and look at it again at the end of each month. What has changed?",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "Which goal is about working together?", options: ["Goal 17: Partnerships for the Goals", "Goal 1: No Poverty", "Goal 15: Life on Land"], answer: 0, explanation: "Goal 17 is about partnerships: reaching the goals together." },
              { id: "q2", kind: "choice", prompt: "What makes a good class pledge?", options: ["Something we can really do and check", "Something only grown-ups can do", "Something nobody will notice"], answer: 0, explanation: "A pledge works best when it is realistic and you can see whether you kept it." },
              { id: "q3", kind: "short", prompt: "Which goal would you choose for your class pledge, and why?", explanation: "A good answer names a goal and gives a reason that connects it to the class or the school." },
            ],
          },
        ],
      },
    ],
  },
  // ─────────────────────────────────────────────────────────────────────────────
  {
    id: "crs_demo_water_detectives",
    slug: "water-detectives",
    kind: "course",
    title: "Water Detectives",
    intro: "Investigate where water comes from, where it goes and how to keep it clean.",
    description:
      "Water Detectives turns your class into scientists. You will follow the water cycle, measure how much water your family uses and find out what lives in rivers and seas.\n\nEvery lesson ends with a small investigation you can do at school or at home, and links to Goal 6, Clean Water and Sanitation, and Goal 14, Life Below Water.",
    subject: "Science",
    age_min: 8,
    age_max: 11,
    sdgs: [6, 14],
    catalog_item_id: null,
    chapters: [
      {
        slug: "the-water-cycle",
        title: "The water cycle",
        lessons: [
          {
            slug: "round-and-round",
            title: "Round and round",
            summary: "Evaporation, condensation and precipitation.",
            minutes: 12,
            video: true,
            video_transcript:
              "A blue and green globe turns slowly against a dark sky. Most of what we see is blue: the oceans that cover about 71 per cent of the Earth's surface. The clip is silent.",
            paragraphs: [
              "The water you drink today might once have been drunk by a dinosaur. That is because the Earth uses the same water again and again in the <strong>water cycle</strong>.",
              "The sun warms seas, lakes and puddles, and some of the water turns into an invisible gas called water vapour. This is evaporation.",
              "High in the sky, the vapour cools and turns back into tiny drops that gather as clouds. This is condensation.",
              "When the drops join up and get heavy, they fall as rain, sleet, snow or hail, which scientists call precipitation. The water flows back to the sea, and the cycle starts again.",
            ],
            teacher_note: "Pause the clip and ask children what the blue parts are and how much of the Earth they think is covered by water before sharing the answer.",
          },
          {
            slug: "water-in-a-bag",
            title: "A water cycle in a bag",
            summary: "Make a tiny water cycle on the classroom window.",
            minutes: 15,
            paragraphs: [
              "You can watch the water cycle happen in your classroom. Put a little water in a sealable plastic bag, add a drop of blue food colouring and tape it to a sunny window.",
              "After a few hours, look closely. Tiny drops appear on the inside of the bag near the top, because the water has evaporated and then condensed.",
              "When the drops grow big enough, they run down the side like rain. Draw what you see in the morning, at lunchtime and at home time.",
              "Scientists always ask what would change the result. What do you think would happen to a bag taped to a shady window?",
            ],
            teacher_note: "One bag per group is plenty; keep the bags all week and reuse them for the shady-window comparison.",
          },
          {
            slug: "where-rain-goes",
            title: "Where does the rain go?",
            summary: "Rivers, soil and the ground under our feet.",
            minutes: 10,
            paragraphs: [
              "Some rain soaks into the soil, where plant roots drink it. Some runs over the ground into streams and rivers.",
              "Some water sinks deep underground and is stored in the gaps in rocks. This is called groundwater, and wells and boreholes bring it back up.",
              "In towns, rain runs off roofs and roads into drains. That is why litter dropped in the street can end up in a river.",
              "Hard surfaces like tarmac stop rain soaking in, so it rushes into drains instead. Trees, grass and gardens slow the water down and help to prevent floods.",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "What is it called when water warms up and turns into vapour?", options: ["Condensation", "Evaporation", "Freezing"], answer: 1, explanation: "Evaporation is when liquid water warms up and turns into water vapour." },
              { id: "q2", kind: "choice", prompt: "What forms when water vapour cools high in the sky?", options: ["Clouds", "Rocks", "Wind"], answer: 0, explanation: "Cooling vapour condenses into tiny drops, and lots of tiny drops make a cloud." },
              { id: "q3", kind: "choice", prompt: "What do we call water stored deep underground in rocks?", options: ["Seawater", "Groundwater", "Rainbow water"], answer: 1, explanation: "Groundwater is rain that has soaked deep into the ground; wells bring it back up." },
            ],
          },
        ],
      },
      {
        slug: "water-at-home",
        title: "Water at home",
        lessons: [
          {
            slug: "counting-every-drop",
            title: "Counting every drop",
            summary: "How much water does a family use in a day?",
            minutes: 12,
            paragraphs: [
              "Scientists measure things before they try to change them. So your first job as a water detective is to find out how much water your family uses.",
              "A shower uses about 8 to 10 litres of water every minute, and a full bath can use about 80 litres. An older toilet can use 9 litres or more for a single flush.",
              "Make a tally chart at home for one day, with a mark every time someone flushes, washes their hands, has a shower or runs the tap.",
              "Bring your chart to school and add up the class total. Where does most of the water go?",
            ],
            teacher_note: "Agree a simple tally sheet together before home time, and be sensitive to the fact that homes differ: some children share a bathroom with many people.",
          },
          {
            slug: "saving-water",
            title: "Saving water",
            summary: "Easy ways to use less water every day.",
            minutes: 10,
            paragraphs: [
              "Turning off the tap while you brush your teeth can save several litres of water each time.",
              "Shorter showers, full washing machines and fixing dripping taps all help. A dripping tap can waste thousands of litres in a year.",
              "Rainwater is useful too. A water butt can collect rain from a roof to water the school garden.",
              "Saving water also saves the energy used to clean it and pump it all the way to your home.",
            ],
          },
          {
            slug: "water-for-everyone",
            title: "Water for everyone",
            summary: "Why some schools have no tap, and what changes when they do.",
            minutes: 10,
            paragraphs: [
              "Not every school has a tap or a toilet. Where water is far away, children may miss lessons to fetch it.",
              "Without toilets and soap, germs spread easily and children get ill more often. Some pupils, especially older girls, may stay at home if there are no clean, private toilets.",
              "A well, a rainwater tank or a handwashing station can change a whole school. Children stay healthier and spend more time learning.",
              "Charities and communities build these together, like the well planned for Kisumu Primary in Kenya. That is Goal 6 and Goal 17 working side by side.",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "About how much water does a shower use every minute?", options: ["About 1 litre", "About 8 to 10 litres", "About 100 litres"], answer: 1, explanation: "A typical shower uses about 8 to 10 litres every minute, so shorter showers save a lot." },
              { id: "q2", kind: "choice", prompt: "Which of these saves water?", options: ["Leaving the tap running", "Turning off the tap while brushing your teeth", "Taking two baths a day"], answer: 1, explanation: "Turning off the tap while you brush saves several litres every time." },
              { id: "q3", kind: "short", prompt: "Write one way your family could use less water.", explanation: "A good answer names a real change, such as shorter showers, a full washing machine or fixing a dripping tap." },
            ],
          },
        ],
      },
      {
        slug: "life-in-water",
        title: "Life in water",
        lessons: [
          {
            slug: "river-creatures",
            title: "River creatures",
            summary: "Who lives in a healthy river?",
            minutes: 12,
            paragraphs: [
              "A healthy river is full of life: fish, frogs, snails, insects, otters and birds such as the kingfisher.",
              "Some tiny creatures, like mayfly nymphs, can only survive in clean water with plenty of oxygen. Scientists look for them to check how healthy a river is.",
              "If mayfly nymphs and freshwater shrimps are missing, that can be a clue that the water is polluted.",
              "If you visit a stream with an adult, gently turn over a stone. What creatures can you find, and how many legs do they have?",
            ],
            teacher_note: "A pond-dipping session works well here; follow your school's outdoor learning risk assessment and return every creature to the water.",
          },
          {
            slug: "the-big-blue",
            title: "The big blue",
            summary: "Oceans cover most of our planet.",
            minutes: 10,
            paragraphs: [
              "About 71 per cent of the Earth's surface is covered by water, and almost all of that water is in the oceans.",
              "Oceans give us food, produce about half of the oxygen we breathe and help keep the planet's temperature steady.",
              "They are home to an amazing variety of life, from tiny plankton to the blue whale, the largest animal that has ever lived.",
              "Goal 14, Life Below Water, is about protecting the seas and the creatures that live in them.",
            ],
          },
          {
            slug: "keeping-water-clean",
            title: "Keeping water clean",
            summary: "Stopping litter and pollution reaching rivers and seas.",
            minutes: 12,
            paragraphs: [
              "Plastic bags and bottles dropped on land can blow into rivers and float out to sea. Sea turtles can mistake a floating bag for a jellyfish and swallow it.",
              "Oil, paint and cleaning chemicals poured down drains can harm river life too.",
              "Picking up litter, using a refillable bottle and putting rubbish in the right bin all help keep water clean.",
              "Water detectives share what they find. Tell your family one thing you have learned about keeping rivers and seas healthy.",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "About how much of the Earth's surface is covered by water?", options: ["About a quarter", "About half", "About 71 per cent"], answer: 2, explanation: "Roughly 71 per cent of the Earth's surface is water, and most of it is ocean." },
              { id: "q2", kind: "choice", prompt: "Which goal is about protecting the seas?", options: ["Goal 14: Life Below Water", "Goal 9: Industry, Innovation and Infrastructure", "Goal 5: Gender Equality"], answer: 0, explanation: "Goal 14 is Life Below Water." },
              { id: "q3", kind: "choice", prompt: "Why are plastic bags dangerous for sea turtles?", options: ["Turtles can mistake them for jellyfish", "They make the water too warm", "They scare away the fish"], answer: 0, explanation: "A floating bag looks like a jellyfish, and a turtle that swallows one can become very ill." },
            ],
            teacher_note: "Wearing gloves, collect litter from the playground edge and sort it as a class: which pieces could have blown into a drain or a river?",
          },
        ],
      },
    ],
  },
  // ─────────────────────────────────────────────────────────────────────────────
  {
    id: "crs_demo_climate_heroes",
    slug: "climate-heroes",
    kind: "course",
    title: "Climate Heroes",
    intro: "Find out why our planet is warming and what climate heroes of every age are doing about it.",
    description:
      "Climate Heroes explains the greenhouse effect, clean energy and the everyday choices that help the planet, in a calm and hopeful way. Children meet people making a difference and plan a climate project of their own.\n\nThe course suits older primary children and fits well alongside geography and science topics on weather, energy and the environment.",
    subject: "Geography",
    age_min: 9,
    age_max: 12,
    sdgs: [7, 13],
    catalog_item_id: null,
    chapters: [
      {
        slug: "a-warming-world",
        title: "A warming world",
        lessons: [
          {
            slug: "the-greenhouse-blanket",
            title: "The greenhouse blanket",
            summary: "How gases in the air keep the Earth warm.",
            minutes: 12,
            paragraphs: [
              "Some gases in the air, like carbon dioxide, act like a blanket around the Earth. They trap some of the sun's heat and keep our planet warm enough to live on.",
              "Burning coal, oil and gas for electricity, transport and heating adds extra carbon dioxide to the air. Cutting down forests adds more, because trees store carbon.",
              "With a thicker blanket, more heat is trapped and the planet warms up. Scientists call this <strong>climate change</strong>.",
              "The Earth is now more than 1 °C warmer on average than it was in the late 1800s. That may sound small, but it is enough to change the weather all over the world.",
            ],
            teacher_note: "Put two thermometers in a sunny spot, one inside a clear jar with the lid on, and compare the readings after 20 minutes to model trapped heat.",
          },
          {
            slug: "signs-of-change",
            title: "Signs of change",
            summary: "What a warmer world looks like.",
            minutes: 10,
            paragraphs: [
              "A warmer world brings more heatwaves, heavier rain and flooding in some places and longer droughts in others.",
              "Ice at the poles and in mountain glaciers is melting, and sea levels are slowly rising.",
              "Plants and animals notice too. In the UK, some flowers now open earlier in spring, and some birds arrive earlier after migrating.",
              "Scientists collect clues from weather stations, satellites and even ice buried deep in Antarctica. Together, the clues show clearly that the climate is changing.",
            ],
          },
          {
            slug: "why-it-matters",
            title: "Why it matters to everyone",
            summary: "Climate change touches every goal.",
            minutes: 10,
            paragraphs: [
              "Climate change makes other goals harder to reach. Droughts can ruin harvests (Goal 2) and floods can close schools (Goal 4).",
              "Often the people who did least to cause it are hit hardest, which is why climate action is also about fairness.",
              "The good news is that we know what helps, and people all over the world are already doing it.",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "Which gas is the main cause of the greenhouse blanket getting thicker?", options: ["Oxygen", "Carbon dioxide", "Helium"], answer: 1, explanation: "Burning coal, oil and gas adds carbon dioxide to the air, and it traps heat." },
              { id: "q2", kind: "choice", prompt: "Which goal is Climate Action?", options: ["Goal 3", "Goal 10", "Goal 13"], answer: 2, explanation: "Goal 13 is Climate Action." },
              { id: "q3", kind: "choice", prompt: "Which of these adds carbon dioxide to the air?", options: ["Burning coal", "Planting trees", "Riding a bike"], answer: 0, explanation: "Burning coal releases carbon dioxide; trees take it in and bikes do not burn fuel." },
            ],
            teacher_note: "Keep the tone hopeful: finish by listing three things that are already getting better, such as the fast growth of solar and wind power.",
          },
        ],
      },
      {
        slug: "clean-energy",
        title: "Clean energy",
        lessons: [
          {
            slug: "sun-wind-and-water",
            title: "Sun, wind and water",
            summary: "Energy that will not run out.",
            minutes: 12,
            paragraphs: [
              "Solar panels turn sunlight into electricity. Wind turbines use moving air, and hydroelectric power stations use flowing water.",
              "These are called renewable energy, because the sun, the wind and rivers will not run out.",
              "Renewable energy is growing fast around the world. In the UK, wind turbines now make a large share of the country's electricity.",
              "Goal 7, Affordable and Clean Energy, wants everyone to have clean energy, including the roughly 700 million people who still have no electricity at home.",
            ],
          },
          {
            slug: "energy-detectives",
            title: "Energy detectives at school",
            summary: "Finding where our school uses energy.",
            minutes: 15,
            paragraphs: [
              "Go on an energy hunt around school. Look for lights left on in empty rooms, computers on standby and open doors letting heat escape.",
              "Make a map of the school and mark each energy leak with a sticker.",
              "Share your map with the headteacher and suggest three changes. Small fixes can cut the school's energy use and its bills.",
            ],
            teacher_note: "Ask the site manager to join the last ten minutes; children love presenting their map to a real decision-maker.",
          },
          {
            slug: "solar-lamps",
            title: "Light after dark",
            summary: "How a solar lamp changes a child's evening.",
            minutes: 10,
            paragraphs: [
              "In places without electricity, children often do homework by the light of a smoky kerosene lamp, or not at all.",
              "A small solar lamp charges in the sun all day and gives clean, safe light all evening.",
              "Solar lamps are safer too. Kerosene lamps can start fires, and their fumes are bad for people's lungs.",
              "Projects like Solar Reading Lamps bring these lamps to families so that children can read after dark.",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "Which of these is renewable energy?", options: ["Coal", "Wind", "Oil"], answer: 1, explanation: "The wind will not run out, so wind power is renewable." },
              { id: "q2", kind: "choice", prompt: "How does a solar lamp charge?", options: ["From sunlight", "From petrol", "From a kerosene can"], answer: 0, explanation: "Solar lamps charge from sunlight during the day and shine at night." },
              { id: "q3", kind: "choice", prompt: "Which goal is Affordable and Clean Energy?", options: ["Goal 7", "Goal 12", "Goal 16"], answer: 0, explanation: "Goal 7 is Affordable and Clean Energy." },
            ],
          },
        ],
      },
      {
        slug: "heroes-in-action",
        title: "Heroes in action",
        lessons: [
          {
            slug: "young-climate-heroes",
            title: "Young climate heroes",
            summary: "Children who made a difference.",
            minutes: 10,
            paragraphs: [
              "Around the world, children have planted trees, started recycling schemes and written to their leaders about the climate.",
              "Many schools now have an eco-council, where pupils choose green projects and report back to the whole school. In one school, Leo and Priya's eco-council persuaded the kitchen to serve a meat-free day each week.",
              "You do not need to be famous to be a climate hero. A class that walks to school or grows its own vegetables is taking climate action.",
              "Which kind of climate hero would you like to be?",
            ],
          },
          {
            slug: "travel-and-food",
            title: "Travel and food choices",
            summary: "Everyday choices that help the climate.",
            minutes: 12,
            paragraphs: [
              "Walking, cycling or taking the bus instead of going by car means less carbon dioxide in the air.",
              "Food matters too. Eating more vegetables, beans and fruit, wasting less and choosing food in season all help.",
              "None of these has to be perfect. Every choice that is a little greener counts.",
            ],
            teacher_note: "Run a hands-up survey of how everyone travelled to school today and turn it into a bar chart, then repeat it after a walk-to-school week.",
          },
          {
            slug: "our-climate-plan",
            title: "Our climate action plan",
            summary: "Planning a climate project for our class.",
            minutes: 15,
            paragraphs: [
              "Choose one climate project for your class: a walk-to-school week, a tree-planting day or a switch-off challenge.",
              "Decide who does what, when it happens and how you will measure success.",
              "At the end, share what you learned with the rest of the school in an assembly or on a poster.",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "Which way of getting to school adds the least carbon dioxide?", options: ["Walking", "A car with one passenger", "A taxi"], answer: 0, explanation: "Walking burns no fuel at all, so it adds no carbon dioxide." },
              { id: "q2", kind: "choice", prompt: "What is an eco-council?", options: ["A group of pupils who lead green projects in school", "A type of solar panel", "A shop that sells bikes"], answer: 0, explanation: "An eco-council is a group of pupils who choose green projects and report back to the school." },
              { id: "q3", kind: "short", prompt: "Describe your class's climate project in one or two sentences.", explanation: "A good answer says what the project is, when it happens and how the class will know it worked." },
            ],
            teacher_note: "Let the class vote on the project and give each small group a job; keep the measuring simple, such as a daily tally chart.",
          },
        ],
      },
    ],
  },
  // ─────────────────────────────────────────────────────────────────────────────
  {
    id: "crs_demo_storytelling_studio",
    slug: "storytelling-studio",
    kind: "course",
    title: "Storytelling Studio",
    intro: "Write stories about a fairer, kinder world, from the first idea to the final draft.",
    description:
      "Storytelling Studio is a nine-lesson writing course. Children learn how stories work, invent characters who change their world and finish with a story they are proud to share.\n\nEvery lesson includes a short writing task, and the stories connect to Goal 4, Quality Education, Goal 10, Reduced Inequalities, and Goal 16, Peace, Justice and Strong Institutions.",
    subject: "English",
    age_min: 8,
    age_max: 12,
    sdgs: [4, 10, 16],
    catalog_item_id: "cat_demo_course_storytelling",
    chapters: [
      {
        slug: "story-building-blocks",
        title: "Story building blocks",
        lessons: [
          {
            slug: "beginning-middle-end",
            title: "Beginning, middle and end",
            summary: "The shape of every good story.",
            minutes: 12,
            paragraphs: [
              "Every story has a beginning, a middle and an end. The beginning introduces the character, the middle gives them a problem and the end shows how things change.",
              "Think of a story you love. Can you say what happens at the beginning, in the middle and at the end, in one sentence each?",
              "<strong>Writing task:</strong> plan a story in three boxes, with one sentence in each box.",
            ],
            teacher_note: "Model the three-box plan on the board with a tale everyone knows, such as Goldilocks and the Three Bears, before children plan their own.",
          },
          {
            slug: "characters-who-care",
            title: "Characters who care",
            summary: "Creating a hero with a reason to act.",
            minutes: 12,
            paragraphs: [
              "The best characters want something. Maybe they want their river to be clean, or they want a new friend to feel welcome.",
              "Give your character a name, something they love and something that worries them.",
              "Show, don't tell. Instead of writing 'Sam was nervous', you could write 'Sam's hands shook as he opened the door'.",
              "<strong>Writing task:</strong> write three sentences that show how your character feels.",
            ],
            teacher_note: "Share a character from your class read-aloud and ask pairs to find clues in the text that show how that character feels.",
          },
          {
            slug: "setting-the-scene",
            title: "Setting the scene",
            summary: "Using the senses to bring a place to life.",
            minutes: 12,
            paragraphs: [
              "Where does your story happen: a busy market, a quiet forest or a flooded street?",
              "Use your senses. What can your character see, hear, smell, touch and taste?",
              "<strong>Writing task:</strong> describe your setting in five sentences, one for each sense.",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "What usually happens in the middle of a story?", options: ["The character meets a problem", "The story ends", "We meet the author"], answer: 0, explanation: "The middle is where the character faces their problem." },
              { id: "q2", kind: "choice", prompt: "Which sentence shows a feeling instead of telling it?", options: ["Amira was scared.", "Amira's knees trembled as the lights went out.", "Amira felt a feeling."], answer: 1, explanation: "Trembling knees let the reader work out that Amira is scared." },
              { id: "q3", kind: "choice", prompt: "Which helps a reader picture a setting?", options: ["Using the senses", "Writing only very short sentences", "Leaving out the place"], answer: 0, explanation: "Describing what can be seen, heard, smelt and felt brings a place to life." },
            ],
          },
        ],
      },
      {
        slug: "stories-that-change-the-world",
        title: "Stories that change the world",
        lessons: [
          {
            slug: "a-problem-worth-solving",
            title: "A problem worth solving",
            summary: "Choosing a real-world problem for your story.",
            minutes: 12,
            paragraphs: [
              "Stories can help us imagine a better world. Choose a problem from the Global Goals that your character could help to solve.",
              "It could be small, like a lonely new pupil, or big, like a town without clean water.",
              "<strong>Writing task:</strong> write the moment your character first notices the problem.",
            ],
          },
          {
            slug: "many-voices",
            title: "Many voices",
            summary: "Writing characters whose lives are different from ours.",
            minutes: 12,
            paragraphs: [
              "The world is full of different people, and stories are richer when they include many voices.",
              "Before you write a character whose life is different from yours, find out about it carefully and respectfully.",
              "Good dialogue lets each character sound like themselves. Start a new line each time a different character speaks.",
              "<strong>Writing task:</strong> write a conversation between two characters who see the problem differently.",
            ],
            teacher_note: "Link this lesson to Goal 10, Reduced Inequalities, and agree class rules for respectful writing before children begin.",
          },
          {
            slug: "turning-points",
            title: "Turning points",
            summary: "The moment everything changes.",
            minutes: 12,
            paragraphs: [
              "A turning point is the moment your character makes a choice that changes everything.",
              "Build up to it slowly, then make it exciting with short sentences and strong verbs.",
              "<strong>Writing task:</strong> write your story's turning point in one paragraph.",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "What is a turning point?", options: ["The last word of a story", "The moment a choice changes everything", "The title"], answer: 1, explanation: "A turning point is the moment that changes the direction of the story." },
              { id: "q2", kind: "choice", prompt: "Which makes a turning point exciting?", options: ["Short sentences and strong verbs", "Very long lists", "Repeating the title"], answer: 0, explanation: "Short sentences and strong verbs speed up the pace." },
              { id: "q3", kind: "choice", prompt: "When you write dialogue, when should you start a new line?", options: ["Every time a different character speaks", "Only at the end of the story", "Never"], answer: 0, explanation: "A new line for each new speaker helps the reader follow who is talking." },
            ],
            teacher_note: "Read a turning point from a familiar book aloud twice, once slowly and once with pace, and ask what the author did to build tension.",
          },
        ],
      },
      {
        slug: "from-draft-to-book",
        title: "From draft to book",
        lessons: [
          {
            slug: "editing-like-an-author",
            title: "Editing like an author",
            summary: "Reading your work aloud and improving it.",
            minutes: 12,
            paragraphs: [
              "Real authors rewrite their stories many times. Read your draft aloud: where do you stumble?",
              "Check that every sentence makes sense, that you have used capital letters and full stops and that your verbs are strong.",
              "<strong>Writing task:</strong> improve three sentences in your draft.",
            ],
          },
          {
            slug: "titles-and-covers",
            title: "Titles and covers",
            summary: "Making readers want to open your book.",
            minutes: 10,
            paragraphs: [
              "A good title makes a reader curious without giving away the ending.",
              "Your cover picture should show something important from the story, like your character or your setting.",
              "<strong>Task:</strong> try three different titles and ask a friend which one they would pick up.",
            ],
          },
          {
            slug: "sharing-your-story",
            title: "Sharing your story",
            summary: "Publishing in the school library.",
            minutes: 10,
            paragraphs: [
              "Your story is ready to share. Add it to the school library so that classmates and families can read it.",
              "Listen to feedback kindly, and give kind feedback to others: one thing you loved and one thing to try next time.",
              "Congratulations: you are an author!",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "Why read your draft aloud?", options: ["To find places that do not sound right", "To make it shorter", "Because it is the rule"], answer: 0, explanation: "Reading aloud helps you hear where a sentence stumbles." },
              { id: "q2", kind: "choice", prompt: "What makes a good title?", options: ["It makes readers curious", "It gives away the ending", "It is as long as possible"], answer: 0, explanation: "A good title makes a reader want to find out more, without spoiling the story." },
              { id: "q3", kind: "short", prompt: "Write a title for your story and say why you chose it.", explanation: "A good answer gives a title that makes readers curious, with a reason for choosing it." },
            ],
            teacher_note: "Invite another class or families to a short reading café where each author reads their opening paragraph aloud.",
          },
        ],
      },
    ],
  },
  // ─────────────────────────────────────────────────────────────────────────────
  {
    id: "crs_demo_tt_reading_for_pleasure",
    slug: "teaching-reading-for-pleasure",
    kind: "teacher_training",
    title: "Teaching Reading for Pleasure",
    intro: "Build a classroom where every child chooses to read, with routines that take minutes a day.",
    description:
      "Research links reading for pleasure with children's progress across the curriculum. This self-paced course for primary teachers gives you practical routines: reading aloud, informal book talk, inviting reading spaces and real choice.\n\nEach module ends with a short reflection to discuss with colleagues, and everything can be tried with your class the following week.",
    subject: "Teaching practice",
    age_min: 18,
    age_max: 99,
    sdgs: [4],
    catalog_item_id: "cat_demo_training_reading",
    chapters: [
      {
        slug: "why-reading-for-pleasure",
        title: "Why reading for pleasure matters",
        lessons: [
          {
            slug: "the-evidence",
            title: "What the evidence says",
            summary: "Reading for pleasure and children's outcomes.",
            minutes: 15,
            video: true,
            video_transcript:
              "A blue and green globe turns slowly against a dark sky, a reminder that children all over the world are becoming readers. The clip is silent and lasts six seconds.",
            paragraphs: [
              "Children who read for pleasure tend to do better in reading, writing and vocabulary. A large British cohort study by Sullivan and Brown found that reading for pleasure at age 10 was linked to more progress in vocabulary, spelling and even maths by age 16.",
              "Enjoyment is not an extra on top of teaching reading; it is part of how children become readers. Skill and will grow together.",
              "Yet the National Literacy Trust's annual surveys show that fewer children say they enjoy reading than in the past. Schools can make a real difference, especially for children with few books at home.",
              "In this module you will look closely at your own class. Who reads by choice, and who does not yet?",
            ],
            teacher_note: "This lesson works well in a staff meeting: watch the clip, discuss the evidence, then give every teacher the reading survey to use before the next module.",
          },
          {
            slug: "knowing-your-readers",
            title: "Knowing your readers",
            summary: "Finding out what your pupils like to read.",
            minutes: 15,
            paragraphs: [
              "A simple survey tells you a lot: what children read at home, their favourite authors and what puts them off.",
              "Reading rivers, where children draw everything they read in a week, from recipes to comics and game instructions, reveal reading lives you might not see in school.",
              "Talk to less keen readers one to one. Comics, graphic novels, non-fiction and joke books all count as reading.",
              "Use what you learn to choose books for your classroom and for your read-aloud time.",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "Which of these counts as reading for pleasure?", options: ["Only novels", "Anything a child chooses to read, including comics", "Only books from the reading scheme"], answer: 1, explanation: "Any text a child chooses and enjoys counts, and valuing it helps every child see themselves as a reader." },
              { id: "q2", kind: "choice", prompt: "Which activity shows you pupils' reading lives outside school?", options: ["A reading river", "A spelling test", "A timed reading assessment"], answer: 0, explanation: "A reading river captures everything a child reads in a week, at home as well as at school." },
              { id: "q3", kind: "short", prompt: "Name one thing you will change after surveying your class.", explanation: "A good answer names a concrete change, such as adding books a group asked for or starting a new routine, and links it to what the survey showed." },
            ],
          },
        ],
      },
      {
        slug: "routines-that-work",
        title: "Routines that work",
        lessons: [
          {
            slug: "reading-aloud-every-day",
            title: "Reading aloud every day",
            summary: "Making the class novel the best part of the day.",
            minutes: 15,
            paragraphs: [
              "Reading aloud for ten to fifteen minutes every day shows children what a fluent, expressive reader sounds like. It also gives every child access to books they could not yet read alone.",
              "Choose books slightly above the class's own reading level, read them yourself first and practise the voices.",
              "Not every read-aloud needs to become a comprehension lesson. Sometimes the best response is simply to enjoy the story together.",
              "Protect this time: children notice when it is the first thing to be dropped.",
            ],
            teacher_note: "Try a two-week experiment: read aloud at the same time every day, and note which children ask to borrow the book afterwards.",
          },
          {
            slug: "book-talk-and-choice",
            title: "Book talk and choice",
            summary: "Talking about books and letting children choose.",
            minutes: 15,
            paragraphs: [
              "Informal book talk, where children recommend books to each other as they would a film or a game, builds a reading community.",
              "Give real choice: a well-stocked class library that changes through the year, and time to browse.",
              "A comfortable reading corner signals that reading matters, but it only works if children have time to use it.",
              "Share what you are reading yourself. Teachers who read, and who know children's books well, are powerful reading role models.",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "How often should you read aloud to the class?", options: ["Once a term", "Every day", "Only on Fridays"], answer: 1, explanation: "A daily read-aloud builds habit and anticipation." },
              { id: "q2", kind: "choice", prompt: "Why share your own reading with the class?", options: ["It shows reading is something adults choose to do", "It fills spare time", "It replaces reading aloud"], answer: 0, explanation: "Children who see adults reading by choice learn that reading is part of a full life, not just a school task." },
              { id: "q3", kind: "short", prompt: "Describe one routine you will start next week.", explanation: "A good answer names the routine, when it happens, how long it lasts and how you will tell whether it is working." },
            ],
          },
        ],
      },
    ],
  },
  // ─────────────────────────────────────────────────────────────────────────────
  {
    id: "crs_demo_tt_global_goals_classroom",
    slug: "global-goals-in-the-classroom",
    kind: "teacher_training",
    title: "Bringing the Global Goals into Your Classroom",
    intro: "Plan lessons and projects that connect your curriculum to the Global Goals.",
    description:
      "A free, practical course for primary teachers. You will map the goals to the subjects you already teach, plan a cross-curricular project and help children take action in a safe and hopeful way.\n\nNo prior knowledge of the goals is needed, and every lesson ends with something you can try with your class.",
    subject: "Teaching practice",
    age_min: 18,
    age_max: 99,
    sdgs: [4, 17],
    catalog_item_id: null,
    chapters: [
      {
        slug: "mapping-the-goals",
        title: "Mapping the goals to your curriculum",
        lessons: [
          {
            slug: "goals-you-already-teach",
            title: "Goals you already teach",
            summary: "Spotting the goals in your existing plans.",
            minutes: 15,
            paragraphs: [
              "Most primary curricula already touch the goals. Habitats in science link to Goals 14 and 15, a study of the local area in geography links to Goal 11, and persuasive writing in English can argue for any goal.",
              "Maths lends itself too: children can handle real data on water use, food waste or journeys to school.",
              "Look at one half-term's plans and highlight every link you can find.",
              "Making the link explicit helps children see why their learning matters beyond the classroom.",
            ],
            teacher_note: "Bring a copy of your medium-term plan and a highlighter; the mapping task works well in year-group pairs.",
          },
          {
            slug: "talking-about-hard-topics",
            title: "Talking about hard topics",
            summary: "Keeping conversations hopeful and safe.",
            minutes: 15,
            paragraphs: [
              "Topics like poverty and climate change can worry children. Start from what they can understand and from what people are already doing.",
              "Always pair a problem with action: what is being done, and what could we do?",
              "Choose images with care, and avoid pictures that show people only as victims. Stories of communities solving their own problems are more accurate and more hopeful.",
              "Be ready for personal questions, and know your school's safeguarding procedures.",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "What helps keep conversations about hard topics hopeful?", options: ["Avoiding them altogether", "Pairing each problem with action", "Showing the most upsetting pictures"], answer: 1, explanation: "Pairing problems with action keeps children hopeful and engaged." },
              { id: "q2", kind: "choice", prompt: "Which kind of image is best to use?", options: ["People shown only as victims", "Communities working on their own solutions", "No images at all"], answer: 1, explanation: "Images of people taking action are more respectful and more accurate." },
              { id: "q3", kind: "short", prompt: "Which goal links most closely to a topic you teach this term?", explanation: "A good answer names a goal and a topic and explains the link in a way children would understand." },
            ],
            teacher_note: "Set up a question box or a worry wall so that children can raise concerns privately after a discussion.",
          },
        ],
      },
      {
        slug: "planning-a-project",
        title: "Planning a goals project",
        lessons: [
          {
            slug: "from-question-to-project",
            title: "From a question to a project",
            summary: "Letting children's questions lead.",
            minutes: 15,
            paragraphs: [
              "Strong projects start with a real question, such as 'How much food does our school waste?'",
              "Children gather evidence, present what they find and suggest changes. Maths, English and science all have a place.",
              "Keep the project small enough to finish in a few weeks, so children see the whole journey from question to change.",
            ],
          },
          {
            slug: "sharing-impact",
            title: "Sharing your impact",
            summary: "Celebrating what the class achieved.",
            minutes: 15,
            paragraphs: [
              "Finish with a real audience: an assembly, a display, a letter to the local council or a story in the school library.",
              "Measure what changed, even if it is small, and celebrate it.",
              "Connect with a partner school or charity to keep the project going, which is Goal 17 in action.",
            ],
            quiz: [
              { id: "q1", kind: "choice", prompt: "Where should a strong project start?", options: ["With a real question", "With a worksheet", "With the answer"], answer: 0, explanation: "A real question gives the project purpose and lets children lead." },
              { id: "q2", kind: "choice", prompt: "Why keep a project short?", options: ["So children see it through from question to change", "Because goals projects are unimportant", "So it can be skipped"], answer: 0, explanation: "Finishing the whole journey shows children that their actions make a difference." },
              { id: "q3", kind: "short", prompt: "Who will be the audience for your class's project?", explanation: "A good answer names a real audience and says how the class will reach it." },
            ],
          },
        ],
      },
    ],
  },
];

export const DEMO_HUBS: DemoHub[] = [
  {
    slug: "climate-action",
    title: "Climate action",
    summary: "Why the planet is warming, where clean energy comes from and what children can do about it.",
    sdgs: [7, 13],
    lessons: [
      "climate-heroes/a-warming-world/the-greenhouse-blanket",
      "climate-heroes/a-warming-world/signs-of-change",
      "climate-heroes/clean-energy/sun-wind-and-water",
      "climate-heroes/clean-energy/energy-detectives",
      "this-is-course/taking-action/small-steps-big-change",
      "climate-heroes/heroes-in-action/our-climate-plan",
    ],
  },
  {
    slug: "reading-for-pleasure",
    title: "Reading for pleasure",
    summary: "Stories, storytelling and the joy of choosing a book for yourself.",
    sdgs: [4],
    lessons: [
      "storytelling-studio/story-building-blocks/beginning-middle-end",
      "storytelling-studio/story-building-blocks/characters-who-care",
      "storytelling-studio/story-building-blocks/setting-the-scene",
      "storytelling-studio/from-draft-to-book/sharing-your-story",
      "this-is-course/what-are-the-goals/goals-in-our-school",
    ],
  },
];

export const DEMO_CHALLENGES: DemoChallenge[] = [
  {
    slug: "write-a-letter-and-change-the-world-with-upschool",
    title: "Write a Letter and Change the World",
    sdg: 17,
    brief:
      "What would you tell the whole world if it would listen? Write a letter that begins 'Dear World' about something you care about: a goal, a place, an animal or a person.\n\nYour teacher reads every letter before it is shared. The letters are gathered into a Dear World book for your school library, so that your words can inspire other readers.",
    prompts: [
      "Dear World, the thing I love most about you is…",
      "Something that worries me is… because…",
      "If everyone did one small thing to help, I would ask them to…",
    ],
    deadline_in_days: 30,
    submission: "text",
  },
  {
    slug: "plastic-free-lunchbox",
    title: "Plastic-free lunchbox",
    sdg: 12,
    brief:
      "For one day, pack a lunch with no single-use plastic at all: no cling film, no plastic bags and no plastic pots that get thrown away.\n\nTake a picture of your lunchbox and send it in, telling us what you used instead. This challenge links to Goal 12, Responsible Consumption and Production.",
    prompts: [
      "What did you wrap your sandwich in?",
      "Which swap was easiest, and which was hardest?",
      "Could your whole class do this every Friday?",
    ],
    deadline_in_days: 21,
    submission: "image",
  },
  {
    slug: "map-your-local-water",
    title: "Map your local water",
    sdg: 6,
    brief:
      "Where does water flow near your school? With an adult, make a map of the streams, ponds, drains, water butts and taps you can find.\n\nMark where the water looks clean and where it could be cleaner, then send your map as a photo or a PDF.",
    prompts: [
      "Start at your school gate and mark every tap and drain you can see.",
      "Follow the water downhill: where do you think it ends up?",
      "Add a key that shows clean water, dirty water and places to improve.",
    ],
    deadline_in_days: -14,
    submission: "file",
  },
];

export const DEMO_COMPREHENSION: DemoComprehension[] = [
  {
    slug: "the-lion-and-the-mouse",
    book_id: "book_demo_platform_02",
    title: "The Lion and the Mouse",
    summary: "Questions on Aesop's fable about a small friend who turns out to be a great help.",
    questions: [
      { id: "q1", kind: "choice", prompt: "Why did the lion let the mouse go?", options: ["The mouse promised to help him one day", "The lion was not hungry", "The mouse ran away too fast"], answer: 0, explanation: "The mouse begged to be set free and promised to help the lion one day; the lion laughed at the idea, but let it go." },
      { id: "q2", kind: "choice", prompt: "How did the mouse save the lion when he was trapped?", options: ["It fetched the other lions", "It chewed through the hunter's net", "It roared for help"], answer: 1, explanation: "The mouse gnawed through the ropes of the hunter's net with its sharp teeth until the lion was free." },
      { id: "q3", kind: "choice", prompt: "What is the lesson of the story?", options: ["Big animals are always the strongest", "A small friend can be a great help", "Never trust a mouse"], answer: 1, explanation: "Even the smallest friend can help in a big way, and a kindness is never wasted." },
      { id: "q4", kind: "short", prompt: "Tell of a time when someone small or young helped someone bigger.", explanation: "A good answer describes a real or imagined example and connects it to the lesson of the fable." },
    ],
  },
  {
    slug: "journey-to-the-rainforest",
    book_id: "book_demo_platform_04",
    title: "Journey to the Rainforest",
    summary: "Questions on the animals and people of the Amazon rainforest, and why forests matter.",
    questions: [
      { id: "q1", kind: "choice", prompt: "On which continent is the Amazon rainforest?", options: ["South America", "Europe", "Antarctica"], answer: 0, explanation: "The Amazon rainforest is in South America, and most of it is in Brazil." },
      { id: "q2", kind: "choice", prompt: "Which of these animals lives in the Amazon rainforest?", options: ["Polar bear", "Jaguar", "Kangaroo"], answer: 1, explanation: "Jaguars live in the Amazon; polar bears live in the Arctic and kangaroos in Australia." },
      { id: "q3", kind: "choice", prompt: "Why do rainforests matter to the whole world?", options: ["They store carbon and are home to a huge number of species", "They are the coldest places on Earth", "They never get any rain"], answer: 0, explanation: "Rainforest trees store huge amounts of carbon, and the forests are home to a great many plants and animals." },
      { id: "q4", kind: "choice", prompt: "Who lives in the Amazon rainforest?", options: ["Nobody at all", "Indigenous peoples, who have lived there for thousands of years", "Only scientists"], answer: 1, explanation: "Many Indigenous peoples live in the Amazon and know the forest better than anyone." },
      { id: "q5", kind: "short", prompt: "Which rainforest animal would you most like to meet, and why?", explanation: "A good answer names an animal from the book and gives a reason, such as where it lives or how it finds food." },
    ],
  },
];

export const DEMO_IMPACT_FILMS: DemoImpactFilm[] = [
  {
    slug: "a-box-of-books",
    title: "A box of books",
    summary: "What a box of 50 levelled readers does for a classroom that had almost no books.",
    captions: [
      { start: 0, end: 2, text: "One box. Fifty new books." },
      { start: 2, end: 4, text: "Twenty classrooms, each with a box of its own." },
      { start: 4, end: 6, text: "Now every child has a book to choose." },
    ],
    sdgs: [4],
    project_ids: ["prj_demo_book_boxes"],
  },
  {
    slug: "light-after-dark",
    title: "Light after dark",
    summary: "Solar lamps, and the books to go with them, let children read and do homework after sunset.",
    captions: [
      { start: 0, end: 3, text: "The lamp charges in the sunshine all day." },
      { start: 3, end: 6, text: "After dark, there is clean, safe light to read by." },
    ],
    sdgs: [4, 7],
    project_ids: ["prj_demo_solar_lamps", "prj_demo_book_boxes"],
  },
  {
    slug: "water-at-school",
    title: "Water at school",
    summary: "A well for Kisumu Primary, and soap and running water by every classroom door.",
    captions: [
      { start: 0, end: 2, text: "Clean water, right on the school grounds." },
      { start: 2, end: 4, text: "Soap and running water by the classroom door." },
      { start: 4, end: 6, text: "Healthy children, more time for learning." },
    ],
    sdgs: [3, 6],
    project_ids: ["prj_demo_wells_kisumu", "prj_demo_handwashing"],
  },
];
